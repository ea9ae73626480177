import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { english } from './en';
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
 * Russian by default (part 1: "the interface text is mostly Russian"), English selectable.
 * allowMissing: server messages arrive already worded and are shown as they are; the ones the
 * product knows (domain's message tables, in ru.ts `app.server`) are shown in the chosen language.
 */
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'en' ? english : russian),
  storedLocale(),
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
