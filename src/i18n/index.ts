import polyglotI18nProvider from 'ra-i18n-polyglot';
import { russian } from './ru';

export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/**
 * Russian by default (part 1: "the interface text is mostly Russian"), English selectable and
 * downloaded only when chosen (react-admin waits for the promise before switching).
 * allowMissing: server messages arrive already worded and are shown as they are.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((module) => module.english) : russian),
  'ru',
  LOCALES,
  { allowMissing: true },
);
