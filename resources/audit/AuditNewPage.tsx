import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { auditApi } from './api';
import { QuizEditor } from './QuizEditor';
import { useQuizParam } from './useQuizParam';

/**
 * audit/new (part 1 §2, the audit editor): a new quiz (created active) by its title, then its
 * questions in the quiz editor; the address keeps the created quiz (`?quiz=`) so a reload stays.
 */
const AuditNewPage = () => {
  const translate = useTranslate();
  const [quizId, chooseQuiz] = useQuizParam();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const create = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const quiz = await auditApi.createQuiz(title.trim());
      chooseQuiz(Number(quiz.id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.audit.newQuiz')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.audit.error')}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          {quizId ? (
            <>
              <QuizEditor quizId={quizId} />
              <Button component={Link} to={`/audit-page?quiz=${quizId}`} sx={{ mt: 2 }}>
                {translate('app.audit.done')}
              </Button>
            </>
          ) : (
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              onSubmit={(e) => {
                e.preventDefault();
                if (title.trim()) create();
              }}
            >
              <TextField
                size="small"
                label={translate('app.audit.quizTitle')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                sx={{ flex: 1 }}
                autoFocus
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<AddIcon />}
                disabled={busy || !title.trim()}
              >
                {translate('app.audit.createQuiz')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default AuditNewPage;
