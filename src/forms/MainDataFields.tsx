import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonFormValues } from '../pages/signUp/serializer';
import { FormSection } from './FormSection';
import { type Choice, SelectField } from './SelectField';
import type { SchemaForm } from './useSchemaForm';

/**
 * The Main data section: names, the tax id (unless the link exempts it) and the agency, either a
 * selector (administrators) or the agency of the link, read-only.
 */
export const MainDataFields = <V extends PersonFormValues>({
  form,
  showIin,
  agencies,
  fixedAgency,
  midNameRequired = false,
}: {
  form: SchemaForm<V>;
  showIin: boolean;
  agencies: readonly Choice[] | null;
  fixedAgency?: string;
  midNameRequired?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <FormSection title={translate('app.account.sections.main')}>
      <TextField {...form.textProps('lastName')} label={translate('app.account.lastName')} required />
      <TextField {...form.textProps('firstName')} label={translate('app.account.firstName')} required />
      <TextField
        {...form.textProps('midName')}
        label={translate('app.account.midName')}
        required={midNameRequired}
      />
      {showIin ? (
        <TextField
          {...form.textProps('iin')}
          label={translate('app.account.iin')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : null}
      {agencies ? (
        <SelectField
          {...form.textProps('agency')}
          label={translate('app.account.agency')}
          required
          choices={agencies}
        />
      ) : (
        <TextField
          name="agency"
          id="field-agency"
          label={translate('app.account.agency')}
          value={fixedAgency ?? ''}
          fullWidth
          margin="dense"
          slotProps={{ input: { readOnly: true } }}
        />
      )}
    </FormSection>
  );
};
