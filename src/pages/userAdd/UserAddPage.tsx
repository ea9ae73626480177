import { Box, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { storedRole } from '../../../authProvider';
import { readAuthData } from '../../../dataProvider/http';
import { QUESTIONNAIRE_FIELDS } from '../../../domain/validation/questionnaire.messages';
import { adminSignUpSchema } from '../../../domain/validation/signUp';
import { AccountFields } from '../../forms/AccountFields';
import { AccountFormFooter } from '../../forms/AccountFormFooter';
import { AdditionalPersonFields } from '../../forms/AdditionalPersonFields';
import { FormSection } from '../../forms/FormSection';
import { MainDataFields } from '../../forms/MainDataFields';
import { QuestionnaireFields } from '../../forms/QuestionnaireFields';
import { usePersonLabels } from '../../forms/usePersonLabels';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useLeaveGuard } from '../../layout/LeaveGuard';
import { emptyPerson, type PersonFormValues, serializeAdminSignUp, withPhoto } from '../signUp/serializer';
import { addUser, rolesOffered } from './userAdd';

const FIELDS = [
  'role',
  'email',
  'password',
  'lastName',
  'firstName',
  'midName',
  'iin',
  'agency',
  'birthDate',
  'gender',
  'phone',
  'photo',
  ...QUESTIONNAIRE_FIELDS,
  'isAgreementAccepted',
] as const;

const ownAgency = () => {
  const agency = readAuthData()?.user.agency as { id?: number } | null | undefined;
  return agency?.id != null ? String(agency.id) : '';
};

/** user/add, 'Добавление пользователя': an administrator creates a user (part 1 §2, §5 "Admin sign-up"). */
const UserAddPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const role = storedRole();
  const labels = usePersonLabels(FIELDS);
  const form = useSchemaForm<PersonFormValues>(emptyPerson(role === 'AGENCY_HR' ? ownAgency() : ''));
  useLeaveGuard(form.isDirty && !form.pending);
  const { data: agencies } = useGetList('agencies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });

  const save = form.onSubmit(
    adminSignUpSchema,
    async (valid) => {
      await addUser(withPhoto(valid, form.values.photo));
      notify('app.userAdd.created', { type: 'success' });
      form.reset();
    },
    { fields: FIELDS, payload: serializeAdminSignUp },
  );

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.title.user')}
      </Typography>
      <Box component="form" noValidate onSubmit={save} aria-label={translate('app.title.user')}>
        <AccountFields form={form} roles={rolesOffered(role)} />
        <MainDataFields
          form={form}
          showIin
          midNameRequired
          agencies={(agencies ?? []).map((agency) => ({ id: agency.id, name: agency.title }))}
        />
        <FormSection title={translate('app.account.sections.additional')}>
          <AdditionalPersonFields form={form} />
        </FormSection>
        <QuestionnaireFields form={form} photoAlt={translate('app.questionnaire.photo')} />
        <AccountFormFooter form={form} labels={labels} />
      </Box>
    </Box>
  );
};

export default UserAddPage;
