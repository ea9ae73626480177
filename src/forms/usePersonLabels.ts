import { useTranslate } from 'react-admin';

/** The shown names of the questionnaire fields, in form order, for the list of missing ones. */
export const usePersonLabels = (fields: readonly string[]): Record<string, string> => {
  const translate = useTranslate();
  return Object.fromEntries(fields.map((field) => [field, translate(`app.account.${field}`)]));
};
