import { Alert, Box, Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetList, useNavigate, useTranslate } from 'react-admin';
import { SIGN_UP_ROLES, signUpSchema } from '../../../domain/validation/signUp';
import { AccountFields } from '../../forms/AccountFields';
import { AdditionalPersonFields } from '../../forms/AdditionalPersonFields';
import { AgreementCheckbox } from '../../forms/AgreementCheckbox';
import { FormSection } from '../../forms/FormSection';
import { MainDataFields } from '../../forms/MainDataFields';
import { RequiredFieldsNotice } from '../../forms/RequiredFieldsNotice';
import { SelectField } from '../../forms/SelectField';
import { usePersonLabels } from '../../forms/usePersonLabels';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { type RegistrationOptions, register } from './registration';
import { type SignUpFormValues, serializeSignUp } from './serializer';

const FIELDS = [
  'role',
  'email',
  'password',
  'lastName',
  'firstName',
  'midName',
  'iin',
  'agency',
  'city',
  'birthDate',
  'gender',
  'phone',
  'isAgreementAccepted',
] as const;

/** The self sign-up questionnaire (part 1 §2, §5): three sections, the agreement, Save. */
export const SignUpForm = ({
  options,
  registrationHash,
  chooseAgency,
}: {
  options: RegistrationOptions;
  registrationHash: string;
  chooseAgency: boolean;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const labels = usePersonLabels(FIELDS);
  const form = useSchemaForm<SignUpFormValues>({
    role: '',
    email: '',
    password: '',
    lastName: '',
    firstName: '',
    midName: '',
    iin: '',
    agency: String(options.agency.id),
    city: '',
    birthDate: '',
    gender: 'NO_MATTER',
    phone: '',
    isAgreementAccepted: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { data: agencies } = useGetList(
    'agencies',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: chooseAgency },
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = serializeSignUp(form.values, { registrationHash, chooseAgency });
    const valid = await form.check(signUpSchema(options), payload);
    if (!valid) return;
    setPending(true);
    try {
      await register(valid);
      navigate('/registrationComplete');
    } catch (error) {
      setFailure(form.showServerError(error, FIELDS));
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={translate('app.title.signUp')}>
      <AccountFields form={form} roles={SIGN_UP_ROLES} />
      <MainDataFields
        form={form}
        showIin={options.iinRequired}
        agencies={chooseAgency ? (agencies ?? []).map((a) => ({ id: a.id, name: a.title })) : null}
        fixedAgency={options.agency.title}
      />
      <FormSection title={translate('app.account.sections.additional')}>
        <SelectField
          {...form.textProps('city')}
          label={translate('app.account.city')}
          required
          choices={options.cities.map((city) => ({ id: city.id, name: city.title }))}
        />
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
  );
};
