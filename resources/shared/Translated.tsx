import { useTranslate } from 'react-admin';

/** A key's text in the chosen language, where a component does not translate its children. */
export const Translated = ({ text, options }: { text: string; options?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return <>{translate(text, options)}</>;
};
