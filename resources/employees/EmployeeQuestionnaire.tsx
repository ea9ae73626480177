import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { graphql } from '../../dataProvider/client';
import { QuestionnaireList } from '../profile/QuestionnaireList';
import { QUESTIONNAIRE_SELECTION, type QuestionnaireAnswers } from '../profile/questionnaire';
import { AuthorisedAvatar } from '../shared/AuthorisedAvatar';
import { type Employee, fullName } from './serializer';

type Answers = QuestionnaireAnswers & { photo: string | null; questionnaireVisible: boolean };

/**
 * What the person answered on signing up (part 1 §3 "Registration form"), for HR deciding on the
 * approval: the photo (through its authorised address) and each answer given.
 */
export const EmployeeQuestionnaire = ({ employee }: { employee: Employee }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['employeeQuestionnaire', String(employee.id)],
    queryFn: async () =>
      (
        await graphql<{ profile: Answers | null }>(
          `query ($id: ID!) { profile(id: $id) { id photo ${QUESTIONNAIRE_SELECTION} } }`,
          { id: String(employee.id) },
        )
      ).profile,
    retry: false,
  });
  const name = fullName(employee);
  return (
    <Box component="section" aria-label={translate('app.questionnaire.section')} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <AuthorisedAvatar
          src={data?.photo}
          alt={translate('app.questionnaire.photoOf', { name })}
          variant="rounded"
          sx={{ width: 96, height: 96 }}
        />
        <Typography component="p">{name}</Typography>
      </Stack>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate('app.questionnaire.section')}
      </Typography>
      {isPending ? <Skeleton variant="rectangular" height={80} /> : null}
      {error || (!isPending && !data) ? (
        <Alert severity="warning">{translate('app.questionnaire.loadFailed')}</Alert>
      ) : null}
      {data?.questionnaireVisible ? <QuestionnaireList answers={data} /> : null}
    </Box>
  );
};
