import polyglotI18nProvider from 'ra-i18n-polyglot';
import { english } from './en';
import { russian } from './ru';

export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/**
 * Russian by default (part 1: "the interface text is mostly Russian"), English selectable.
 * allowMissing: server messages arrive already worded and are shown as they are.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? english : russian),
  'ru',
  LOCALES,
  { allowMissing: true },
);
