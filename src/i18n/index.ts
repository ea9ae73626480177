import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { russian } from './ru';
import { serverMessageKeys } from './serverMessages';

export const LOCALES = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/** Our own key, not react-admin's store: the store is wiped on logout, the language is not. */
export const LOCALE_KEY = 'backoffice.locale';

const storedLocale = (): string => {
  try {
    return globalThis.localStorage?.getItem(LOCALE_KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
};

const storeLocale = (locale: string) => {
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
};

/**
 * Russian by default (part 1: "the interface text is mostly Russian"), English selectable and
 * downloaded only when chosen (react-admin waits for the promise before switching).
 * allowMissing: server messages arrive already worded and are shown as they are; the ones the
 * product knows (domain's message tables, in ru.ts `app.server`) are shown in the chosen language.
 */
let englishMessages: typeof russian | null = null;
const loadEnglish = () =>
  import('./en').then((module) => {
    englishMessages = module.english as typeof russian;
    return englishMessages;
  });
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' ? (englishMessages ?? loadEnglish()) : russian),
  'ru',
  LOCALES,
  { allowMissing: true },
);

const serverKeys = serverMessageKeys(russian.app.server);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => polyglot.translate(serverKeys.get(key) ?? key, options),
  changeLocale: (locale, options) => {
    storeLocale(locale);
    return polyglot.changeLocale(locale, options);
  },
};

/** The language chosen last time (main.tsx waits for it before the first render): English is fetched first. */
export const restoreLocale = async () => {
  if (storedLocale() === 'en') await polyglot.changeLocale('en');
};
