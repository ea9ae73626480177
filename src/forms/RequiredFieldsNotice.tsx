import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGES } from '../../domain/messages';
import type { FormErrors } from './useSchemaForm';

/** The labels of the fields whose error says "required" ('Это обязательное поле', with or without the dot). */
export const missingRequired = (errors: FormErrors, labels: Record<string, string>): string[] =>
  Object.keys(labels)
    .filter((name) => errors[name]?.startsWith(MESSAGES.required))
    .map((name) => labels[name]);

/** 'Следующие поля обязательны' and the list of the missing fields (part 1 §5). */
export const RequiredFieldsNotice = ({
  errors,
  labels,
}: {
  errors: FormErrors;
  labels: Record<string, string>;
}) => {
  const translate = useTranslate();
  const missing = missingRequired(errors, labels);
  if (!missing.length) return null;
  const title = translate('app.account.requiredFields');
  return (
    <Alert severity="warning" aria-label={title} sx={{ my: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Alert>
  );
};
