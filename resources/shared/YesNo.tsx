import { useTranslate } from 'react-admin';

/** «Да» / «Нет» in the chosen language, for list cells (CSV files keep csv.ts's yesNo). */
export const YesNo = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'app.common.yes' : 'app.common.no')}</>;
};
