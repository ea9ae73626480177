import { Alert, Box, Button, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { storedRole } from '../../../authProvider';
import { readAuthData } from '../../../dataProvider/http';
import { adminSignUpSchema } from '../../../domain/validation/signUp';
import { AccountFields } from '../../forms/AccountFields';
import { AdditionalPersonFields } from '../../forms/AdditionalPersonFields';
import { AgreementCheckbox } from '../../forms/AgreementCheckbox';
import { FormSection } from '../../forms/FormSection';
import { MainDataFields } from '../../forms/MainDataFields';
import { RequiredFieldsNotice } from '../../forms/RequiredFieldsNotice';
import { usePersonLabels } from '../../forms/usePersonLabels';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { type PersonFormValues, serializeAdminSignUp } from '../signUp/serializer';
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
  const form = useSchemaForm<PersonFormValues>({
    role: '',
    email: '',
    password: '',
    lastName: '',
    firstName: '',
    midName: '',
    iin: '',
    agency: role === 'AGENCY_HR' ? ownAgency() : '',
    birthDate: '',
    gender: 'NO_MATTER',
    phone: '',
    isAgreementAccepted: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { data: agencies } = useGetList('agencies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = await form.check(adminSignUpSchema, serializeAdminSignUp(form.values));
    if (!valid) return;
    setPending(true);
    try {
      await addUser(valid);
      notify('app.userAdd.created', { type: 'success' });
      form.reset();
    } catch (error) {
      setFailure(form.showServerError(error, FIELDS));
    }
    setPending(false);
  };

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
        <AgreementCheckbox
          checked={form.values.isAgreementAccepted}
          onChange={(checked) => form.setValue('isAgreementAccepted', checked)}
          error={form.errors.isAgreementAccepted}
        />
        <RequiredFieldsNotice errors={form.errors} labels={labels} />
        {failure ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 2 }}>
          {translate('app.account.save')}
        </Button>
      </Box>
    </Box>
  );
};

export default UserAddPage;
