import { Box } from '@mui/material';
import { useGetList, useNavigate, useTranslate } from 'react-admin';
import { QUESTIONNAIRE_FIELDS } from '../../../domain/validation/questionnaire.messages';
import { SIGN_UP_ROLES, signUpSchema } from '../../../domain/validation/signUp';
import { AccountFields } from '../../forms/AccountFields';
import { AccountFormFooter } from '../../forms/AccountFormFooter';
import { AdditionalPersonFields } from '../../forms/AdditionalPersonFields';
import { FormSection } from '../../forms/FormSection';
import { MainDataFields } from '../../forms/MainDataFields';
import { QuestionnaireFields } from '../../forms/QuestionnaireFields';
import { SelectField } from '../../forms/SelectField';
import { usePersonLabels } from '../../forms/usePersonLabels';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { type RegistrationOptions, register } from './registration';
import { emptyPerson, type SignUpFormValues, serializeSignUp, withPhoto } from './serializer';

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
  'photo',
  ...QUESTIONNAIRE_FIELDS,
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
  const form = useSchemaForm<SignUpFormValues>({ ...emptyPerson(String(options.agency.id)), city: '' });
  const { data: agencies } = useGetList(
    'agencies',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: chooseAgency },
  );

  const save = form.onSubmit(
    signUpSchema(options),
    async (valid) => {
      await register(withPhoto(valid, form.values.photo));
      navigate('/registrationComplete');
    },
    { fields: FIELDS, payload: (values) => serializeSignUp(values, { registrationHash, chooseAgency }) },
  );

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
      <QuestionnaireFields form={form} photoAlt={translate('app.questionnaire.photo')} />
      <AccountFormFooter form={form} labels={labels} />
    </Box>
  );
};
