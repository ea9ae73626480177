import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Grid,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { DateTextField, isWholeDate } from '../../src/forms/DateInputs';
import { failureReason, runFileJob } from '../shared/fileJob';
import { type AuditRow, auditApi, type DaySession, personName, type Quiz, today } from './api';
import { QuizEditor } from './QuizEditor';
import { useQuizParam } from './useQuizParam';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * Sending a quiz to the sessions of a day (part 2 §4 "Audit", §6 "Audit sessions": an auditor
 * sees every coordinator's sessions, anyone else their own consultants'; the day from its start
 * to its end). A session already sent this quiz is shown so and not sent again. Success shows a
 * message.
 */
const SendPanel = ({ quiz, onSent }: { quiz: Quiz; onSent: () => void }) => {
  const translate = useTranslate();
  const [day, setDay] = useState(today());
  const [sessions, setSessions] = useState<DaySession[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const load = useCallback(() => {
    setSessions(null);
    auditApi
      .sessions(day)
      .then(setSessions)
      .catch(() => setResult('failed'));
  }, [day]);
  useEffect(load, [load]);

  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      await auditApi.send(quiz.id, [...chosen]);
      setChosen(new Set());
      setResult('sent');
      load();
      onSent();
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="app.audit.send" testId="audit-send">
      <Box sx={{ mb: 1, maxWidth: 220 }}>
        <DateTextField
          size="small"
          label={translate('app.audit.day')}
          value={day}
          onChange={(value) => isWholeDate(value) && setDay(value)}
        />
      </Box>
      {result === 'sent' && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setResult(null)}>
          {translate('app.audit.sent')}
        </Alert>
      )}
      {result === 'failed' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.audit.error')}
        </Alert>
      )}
      {sessions == null ? (
        <CircularProgress size={20} />
      ) : sessions.length === 0 ? (
        <Typography color="text.secondary">{translate('app.audit.noSessions')}</Typography>
      ) : (
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          {sessions.map((s) => {
            const sent = s.audits.some((a) => a.quiz === quiz.id);
            return (
              <FormControlLabel
                key={s.id}
                sx={{ display: 'flex', mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    disabled={sent}
                    checked={sent || chosen.has(s.id)}
                    onChange={() =>
                      setChosen((c) => {
                        const next = new Set(c);
                        if (next.has(s.id)) next.delete(s.id);
                        else next.add(s.id);
                        return next;
                      })
                    }
                  />
                }
                label={`${time(s.plannedStart)}–${time(s.plannedEnd)} · ${personName(s.consultant)} · ${
                  s.spot?.title ?? '—'
                } · №${s.id}${sent ? ` (${translate('app.audit.alreadySent')})` : ''}`}
              />
            );
          })}
        </Box>
      )}
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={16} /> : <SendIcon />}
        disabled={busy || chosen.size === 0}
        onClick={send}
        sx={{ mt: 1 }}
      >
        {translate('app.audit.sendButton', { count: chosen.size })}
      </Button>
    </Section>
  );
};

/** The quiz's audits, each opening its viewer (part 1 §2 audit/{id}/view). */
export const AuditList = ({ audits }: { audits: AuditRow[] | null }) => {
  const translate = useTranslate();
  if (audits == null) return <CircularProgress size={20} />;
  if (audits.length === 0)
    return <Typography color="text.secondary">{translate('app.audit.noAudits')}</Typography>;
  return (
    <List dense disablePadding data-testid="audits">
      {audits.map((a) => (
        <ListItemButton key={a.id} component={Link} to={`/audit/${a.id}/view`} divider>
          <ListItemText
            primary={`№${a.id} · ${a.quizTitle} · ${personName(a.consultant)}`}
            secondary={`${a.spot?.title ?? '—'} · ${translate('app.audit.session', { id: a.session })} · ${translate(
              a.answeredAt ? 'app.audit.answered' : 'app.audit.waiting',
            )}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
};

/** POST audit/report with quiz, date_from, date_to: the XLSX built as a job, polled, then saved. */
const ReportPanel = ({ quiz }: { quiz: Quiz }) => {
  const translate = useTranslate();
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState(today());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = (label: string, value: string, set: (v: string) => void) => (
    <Box sx={{ maxWidth: { sm: 200 } }}>
      <DateTextField
        size="small"
        fullWidth
        label={translate(label)}
        value={value}
        onChange={(next) => isWholeDate(next) && set(next)}
      />
    </Box>
  );
  return (
    <Section title="app.audit.report" testId="audit-report">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        {date('app.audit.dateFrom', from, setFrom)}
        {date('app.audit.dateTo', to, setTo)}
        <Button
          startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={busy || from > to}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await runFileJob(() => auditApi.report(quiz.id, from, to));
            } catch (e) {
              setError(failureReason(e) ?? translate('app.audit.error'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate('app.audit.downloadReport')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Section>
  );
};

/**
 * The audit page (part 2 §2 /audit-page: HQ, COORDINATOR, AUDITOR; the auditor's home): the
 * quizzes, then the chosen one's questions to edit and reorder, sending it to the day's sessions,
 * its audits (each opening its viewer) and its report.
 */
const AuditPage = () => {
  const translate = useTranslate();
  const [chosenId, chooseQuiz] = useQuizParam();
  const [quizzes, setQuizzes] = useState<Quiz[] | null>(null);
  const [audits, setAudits] = useState<AuditRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const chosen = quizzes?.find((q) => q.id === chosenId) ?? quizzes?.[0] ?? null;

  useEffect(() => {
    auditApi
      .quizzes()
      .then(setQuizzes)
      .catch(() => setFailed(true));
  }, []);
  const chosenQuiz = chosen?.id ?? null;
  const loadAudits = useCallback(() => {
    if (!chosenQuiz) return;
    setAudits(null);
    auditApi
      .audits({ quiz: chosenQuiz })
      .then(setAudits)
      .catch(() => setFailed(true));
  }, [chosenQuiz]);
  useEffect(loadAudits, [loadAudits]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.audit.title')}
        </Typography>
        <Button component={Link} to="/audit/new" variant="contained" startIcon={<AddIcon />}>
          {translate('app.audit.newQuiz')}
        </Button>
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.audit.error')}
        </Alert>
      )}
      {quizzes == null ? (
        !failed && <CircularProgress />
      ) : quizzes.length === 0 ? (
        <Typography color="text.secondary">{translate('app.audit.noQuizzes')}</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Section title="app.audit.quizzes" testId="quizzes">
              <List dense disablePadding>
                {quizzes.map((q) => (
                  <ListItemButton
                    key={q.id}
                    selected={q.id === chosen?.id}
                    onClick={() => chooseQuiz(Number(q.id))}
                  >
                    <ListItemText
                      primary={q.title}
                      secondary={q.isActive ? null : translate('app.audit.inactive')}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Section>
          </Grid>
          {chosen && (
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={2}>
                <Section title="app.audit.quiz">
                  <QuizEditor
                    key={chosen.id}
                    quizId={chosen.id}
                    onSaved={(saved) =>
                      setQuizzes((all) => all?.map((q) => (q.id === saved.id ? saved : q)) ?? null)
                    }
                  />
                </Section>
                <SendPanel quiz={chosen} onSent={loadAudits} />
                <Section title="app.audit.audits">
                  <AuditList audits={audits} />
                </Section>
                <ReportPanel quiz={chosen} />
              </Stack>
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
};

export default AuditPage;
