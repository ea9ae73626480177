import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useTranslate } from 'react-admin';
import type { AuditAnswer } from '../../domain/validation/audit';
import { PermittedLink, paths } from '../shared/PermittedLink';
import { usePhotoUrl } from '../shared/usePhotoUrl';
import { type AnswerRow, type AuditDetail, auditApi, personName, type Question } from './api';

const AuditPhoto = ({ id }: { id: number }) => {
  const { src, failed } = usePhotoUrl(auditApi.photoUrl(id));
  return (
    <Box
      data-testid="audit-photo"
      sx={{ width: 120, height: 90, bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
    >
      {src ? (
        <img src={src} alt="" style={{ width: 120, height: 90, objectFit: 'cover' }} />
      ) : failed ? (
        '—'
      ) : (
        <CircularProgress size={16} />
      )}
    </Box>
  );
};

const Flags = ({ q }: { q: Question }) => {
  const translate = useTranslate();
  return (
    <>
      {q.isMain && <Chip size="small" color="primary" label={translate('app.audit.flags.is_main')} />}
      {q.isFinal && <Chip size="small" color="secondary" label={translate('app.audit.flags.is_final')} />}
    </>
  );
};

type Draft = Record<number, { answer: AuditAnswer | ''; comment: string; photos: number[] }>;

/**
 * Recording an audit's results at the spot (issue 26 point 3: the one who sent it, the server
 * enforces it): each active question answered yes, no or, where allowed, not applicable (the
 * main and final ones required), a comment, photos uploaded first (POST /audit/photos, checked by
 * content) and referred to by id in POST /audit/results.
 */
const RecordForm = ({ audit, onSaved }: { audit: AuditDetail; onSaved: () => void }) => {
  const translate = useTranslate();
  const questions = audit.questions.filter((q) => q.isActive);
  const [draft, setDraft] = useState<Draft>({});
  const [uploading, setUploading] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const entry = (id: number) => draft[id] ?? { answer: '' as const, comment: '', photos: [] };
  const set = (id: number, patch: Partial<Draft[number]>) =>
    setDraft((d) => ({ ...d, [id]: { ...entry(id), ...patch } }));
  const missing = questions.some((q) => (q.isMain || q.isFinal) && !entry(q.id).answer);

  const upload = async (q: Question, files: FileList | null) => {
    if (!files?.length) return;
    setUploading(q.id);
    setFailed(false);
    try {
      const ids: number[] = [];
      for (const file of Array.from(files)) ids.push((await auditApi.uploadPhoto(file)).id);
      set(q.id, { photos: [...entry(q.id).photos, ...ids] });
    } catch {
      setFailed(true);
    } finally {
      setUploading(null);
    }
  };

  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answers: AnswerRow[] = questions
        .filter((q) => entry(q.id).answer)
        .map((q) => ({
          question: q.id,
          answer: entry(q.id).answer as AuditAnswer,
          comment: entry(q.id).comment.trim() || null,
          photos: entry(q.id).photos,
        }));
      await auditApi.record(audit.id, answers);
      onSaved();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="audit-record">
      {questions.map((q, i) => (
        <Box key={q.id} data-testid="record-question" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {i + 1}. {q.title}
              {q.isMain || q.isFinal ? ' *' : ''}
            </Typography>
            <Flags q={q} />
          </Stack>
          <RadioGroup
            row
            value={entry(q.id).answer}
            onChange={(e) => set(q.id, { answer: e.target.value as AuditAnswer })}
          >
            <FormControlLabel
              value="YES"
              control={<Radio size="small" />}
              label={translate('app.audit.answers.YES')}
            />
            <FormControlLabel
              value="NO"
              control={<Radio size="small" />}
              label={translate('app.audit.answers.NO')}
            />
            {q.canBeNotApplicable && (
              <FormControlLabel
                value="NA"
                control={<Radio size="small" />}
                label={translate('app.audit.answers.NA')}
              />
            )}
          </RadioGroup>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField
              size="small"
              label={translate('app.audit.comment')}
              value={entry(q.id).comment}
              onChange={(e) => set(q.id, { comment: e.target.value })}
              sx={{ flex: 1 }}
            />
            <Button
              component="label"
              startIcon={uploading === q.id ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
              disabled={uploading != null}
            >
              {translate('app.audit.addPhoto')}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png"
                multiple
                data-testid={`photo-input-${i + 1}`}
                onChange={(e) => upload(q, e.target.files)}
              />
            </Button>
          </Stack>
          {entry(q.id).photos.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
              {entry(q.id).photos.map((id) => (
                <AuditPhoto key={id} id={id} />
              ))}
            </Stack>
          )}
        </Box>
      ))}
      {failed && <Alert severity="error">{translate('app.audit.error')}</Alert>}
      <Box>
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} /> : <SaveIcon />}
          disabled={busy || uploading != null || missing || !Object.values(draft).some((d) => d.answer)}
          onClick={save}
        >
          {translate('app.audit.saveResults')}
        </Button>
      </Box>
    </Stack>
  );
};

const Results = ({ audit }: { audit: AuditDetail }) => {
  const translate = useTranslate();
  const byQuestion = new Map(audit.answers.map((a) => [a.question, a]));
  return (
    <Stack spacing={2} data-testid="audit-results">
      {audit.questions
        .filter((q) => byQuestion.has(q.id))
        .map((q, i) => {
          const a = byQuestion.get(q.id)!;
          return (
            <Box key={q.id} data-testid="result" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }} useFlexGap>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {i + 1}. {q.title}
                </Typography>
                <Flags q={q} />
              </Stack>
              <Typography fontWeight="bold">{translate(`app.audit.answers.${a.answer}`)}</Typography>
              {a.comment && <Typography color="text.secondary">{a.comment}</Typography>}
              {a.photos.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
                  {a.photos.map((id) => (
                    <AuditPhoto key={id} id={id} />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
    </Stack>
  );
};

/**
 * audit/{id}/view (part 1 §2, the audit viewer): one audit sent to a session, who and where, and
 * its results with their photos; while unanswered, its sender records them here.
 */
const AuditViewPage = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const [audit, setAudit] = useState<AuditDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    auditApi
      .audit(Number(id))
      .then(setAudit)
      .catch(() => setFailed(true));
  }, [id]);
  useEffect(load, [load]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('app.audit.error')}
      </Alert>
    );
  if (!audit) return <CircularProgress sx={{ m: 2 }} />;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.audit.viewTitle', { id: audit.id, quiz: audit.quizTitle })}
      </Typography>
      <Button component={Link} to={`/audit-page?quiz=${audit.quiz}`} sx={{ mb: 1 }}>
        {translate('app.audit.toAuditPage')}
      </Button>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
            <dt>{translate('app.audit.consultant')}</dt>
            <dd>{personName(audit.consultant)}</dd>
            <dt>{translate('app.audit.spot')}</dt>
            <dd>{audit.spot?.title ?? '—'}</dd>
            <dt>{translate('app.audit.sessionLabel')}</dt>
            <dd>
              <PermittedLink
                to={paths.session(audit.session)}
                permission="screen.session"
                testId="audit-session"
              >
                №{audit.session}
              </PermittedLink>
            </dd>
            <dt>{translate('app.audit.sender')}</dt>
            <dd>{personName(audit.sender)}</dd>
            <dt>{translate('app.audit.sentAt')}</dt>
            <dd>{when(audit.sentAt)}</dd>
            <dt>{translate('app.audit.answeredAt')}</dt>
            <dd data-testid="answered-at">{when(audit.answeredAt)}</dd>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.audit.results')}
          </Typography>
          {audit.answeredAt ? (
            <Results audit={audit} />
          ) : audit.canRecord ? (
            <RecordForm audit={audit} onSaved={load} />
          ) : (
            <Typography color="text.secondary">{translate('app.audit.notAnswered')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default AuditViewPage;
