import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AgreementCheckbox } from './AgreementCheckbox';
import { FormFailure } from './FormFailure';
import { RequiredFieldsNotice } from './RequiredFieldsNotice';
import type { SchemaForm } from './useSchemaForm';

/**
 * The end of the sign-up and add-user forms (part 1 §2, §5): the agreement, the list of missing
 * required fields, the general error and Save.
 */
export const AccountFormFooter = ({
  form,
  labels,
}: {
  form: SchemaForm<{ isAgreementAccepted: boolean } & Record<string, unknown>>;
  labels: Record<string, string>;
}) => {
  const translate = useTranslate();
  return (
    <>
      <AgreementCheckbox
        checked={form.values.isAgreementAccepted}
        onChange={(checked) => form.setValue('isAgreementAccepted', checked)}
        error={form.errors.isAgreementAccepted}
      />
      <RequiredFieldsNotice errors={form.errors} labels={labels} />
      <FormFailure failure={form.failure} />
      <Button type="submit" variant="contained" disabled={form.pending} sx={{ mt: 2 }}>
        {translate('app.account.save')}
      </Button>
    </>
  );
};
