import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { auditApi, type Question, type QuestionInput, type Quiz, questionInput } from './api';

const FLAGS = ['is_active', 'is_main', 'is_final', 'can_be_not_applicable'] as const;

/** A question's title and flags, the same for a new question and an edited one. */
const QuestionFields = ({
  value,
  onChange,
}: {
  value: QuestionInput;
  onChange: (next: QuestionInput) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={translate('app.audit.questionTitle')}
        value={value.title}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
        fullWidth
        multiline
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                size="small"
                checked={value[flag]}
                onChange={(e) => onChange({ ...value, [flag]: e.target.checked })}
              />
            }
            label={translate(`app.audit.flags.${flag}`)}
          />
        ))}
      </Stack>
    </Stack>
  );
};

const blank = (quiz: number): QuestionInput => ({
  title: '',
  quiz,
  is_active: true,
  is_main: false,
  is_final: false,
  can_be_not_applicable: false,
});

/**
 * The editor of one quiz (part 1 §2 audit/new; part 2 §4 "Audit"): its title and active flag,
 * its questions (title, active, main, final, may be not applicable) in their order, a new one
 * added last (created active), two neighbours swapped to reorder. Failures show a generic error
 * (part 2 §8: audit failures carry no message).
 */
export const QuizEditor = ({ quizId, onSaved }: { quizId: number; onSaved?: (quiz: Quiz) => void }) => {
  const translate = useTranslate();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [title, setTitle] = useState('');
  const [active, setActive] = useState(true);
  const [draft, setDraft] = useState<QuestionInput>(blank(quizId));
  const [editing, setEditing] = useState<{ id: number; value: QuestionInput } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    const answer = await auditApi.quiz(quizId);
    setQuiz(answer);
    setTitle(answer.title);
    setActive(answer.isActive);
    setQuestions(answer.questions);
  }, [quizId]);

  useEffect(() => {
    setDraft(blank(quizId));
    load().catch(() => setFailed(true));
  }, [quizId, load]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (!quiz)
    return failed ? <Alert severity="error">{translate('app.audit.error')}</Alert> : <CircularProgress />;

  return (
    <Box data-testid="quiz-editor">
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.audit.error')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate('app.audit.quizTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          sx={{ flex: 1 }}
        />
        <FormControlLabel
          control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label={translate('app.audit.flags.is_active')}
        />
        <Button
          startIcon={<SaveIcon />}
          disabled={busy || !title.trim() || (title === quiz.title && active === quiz.isActive)}
          onClick={() =>
            act(async () => {
              const saved = await auditApi.updateQuiz(quiz.id, title.trim(), active);
              setQuiz(saved);
              onSaved?.(saved);
            })
          }
        >
          {translate('app.audit.saveQuiz')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate('app.audit.questions')}
      </Typography>
      {questions.length === 0 && (
        <Typography color="text.secondary">{translate('app.audit.noQuestions')}</Typography>
      )}
      <List dense data-testid="questions">
        {questions.map((q, i) => (
          <ListItem
            key={q.id}
            data-testid="question"
            divider
            sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere', opacity: q.isActive ? 1 : 0.6 }}>
                {i + 1}. {q.title}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
                {!q.isActive && <Chip size="small" label={translate('app.audit.inactive')} />}
                {q.isMain && (
                  <Chip size="small" color="primary" label={translate('app.audit.flags.is_main')} />
                )}
                {q.isFinal && (
                  <Chip size="small" color="secondary" label={translate('app.audit.flags.is_final')} />
                )}
                {q.canBeNotApplicable && (
                  <Chip size="small" label={translate('app.audit.flags.can_be_not_applicable')} />
                )}
              </Stack>
            </Box>
            <Stack direction="row">
              <IconButton
                aria-label={translate('app.audit.moveUp', { n: i + 1 })}
                disabled={busy || i === 0}
                onClick={() => act(async () => setQuestions(await auditApi.swap(q.id, questions[i - 1].id)))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('app.audit.moveDown', { n: i + 1 })}
                disabled={busy || i === questions.length - 1}
                onClick={() => act(async () => setQuestions(await auditApi.swap(q.id, questions[i + 1].id)))}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={translate('app.audit.editQuestion', { n: i + 1 })}
                onClick={() => setEditing({ id: q.id, value: questionInput(q) })}
              >
                <EditIcon />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Box component="section" sx={{ mt: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="h4" gutterBottom>
          {translate('app.audit.newQuestion')}
        </Typography>
        <QuestionFields value={draft} onChange={setDraft} />
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={busy || !draft.title.trim()}
          onClick={() =>
            act(async () => {
              await auditApi.createQuestion({ ...draft, title: draft.title.trim() });
              setDraft(blank(quizId));
              await load();
            })
          }
        >
          {translate('app.audit.addQuestion')}
        </Button>
      </Box>
      <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.audit.editQuestionTitle')}</DialogTitle>
        <DialogContent>
          {editing && (
            <Box sx={{ pt: 1 }}>
              <QuestionFields value={editing.value} onChange={(value) => setEditing({ ...editing, value })} />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            startIcon={<SaveIcon />}
            disabled={busy || !editing?.value.title.trim()}
            onClick={() =>
              editing &&
              act(async () => {
                await auditApi.updateQuestion(editing.id, editing.value);
                setEditing(null);
                await load();
              })
            }
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
