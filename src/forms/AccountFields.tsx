import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLE_LABELS, type Role } from '../../domain/roles';
import type { PersonFormValues } from '../pages/signUp/serializer';
import { FormSection } from './FormSection';
import { SelectField } from './SelectField';
import type { SchemaForm } from './useSchemaForm';

/** The Account section: role (from the offered ones), email, password. */
export const AccountFields = <V extends PersonFormValues>({
  form,
  roles,
}: {
  form: SchemaForm<V>;
  roles: readonly Role[];
}) => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('app.account.sections.account')}>
      <SelectField
        {...form.textProps('role')}
        label={translate('app.account.role')}
        required
        choices={roles.map((role) => ({
          id: role,
          name: translate(`app.role.${role}`, { _: ROLE_LABELS[role] }),
        }))}
      />
      <TextField {...form.textProps('email')} type="email" label={translate('app.account.email')} required />
      <TextField
        {...form.textProps('password')}
        type="password"
        autoComplete="new-password"
        label={translate('app.account.password')}
        required
      />
    </FormSection>
  );
};
