import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GENDERS, type PersonFormValues } from '../pages/signUp/serializer';
import { DateTextField } from './DateInputs';
import { SelectField } from './SelectField';
import type { SchemaForm } from './useSchemaForm';

/** Birth date, gender and phone: optional on both questionnaires, shaped on send by the serializer. */
export const AdditionalPersonFields = <V extends PersonFormValues>({ form }: { form: SchemaForm<V> }) => {
  const translate = useTranslate();
  return (
    <>
      <DateTextField
        {...form.textProps('birthDate')}
        onChange={(value) => form.setValue('birthDate', value)}
        label={translate('app.account.birthDate')}
      />
      <SelectField
        {...form.textProps('gender')}
        label={translate('app.account.gender')}
        choices={GENDERS.filter((g) => g !== 'NO_MATTER').map((g) => ({
          id: g,
          name: translate(`app.gender.${g}`),
        }))}
        emptyLabel={translate('app.gender.NO_MATTER')}
        onChange={(event) => form.setValue('gender', event.target.value || 'NO_MATTER')}
        value={form.values.gender === 'NO_MATTER' ? '' : form.values.gender}
      />
      <TextField {...form.textProps('phone')} type="tel" label={translate('app.account.phone')} />
    </>
  );
};
