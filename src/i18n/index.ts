import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import type { russian as RussianCatalogue } from './ru';
import { ruPublic } from './ruPublic';
import type { ruScreens as RussianScreens } from './ruScreens';

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

/** Russian text → its key (`app.server.<group>.<name>`). */
export const serverMessageKeys = (tree: Record<string, Record<string, string>>): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const [group, table] of Object.entries(tree)) {
    for (const [name, text] of Object.entries(table)) keys.set(text, `app.server.${group}.${name}`);
  }
  return keys;
};

/** A message worded with values (`%{n}`): its pattern, its key and the names of its values. */
interface WordedPattern {
  pattern: RegExp;
  key: string;
  names: string[];
}

/** The patterns of the server messages that carry values (`Повторите через %{n} с`). */
export const serverMessagePatterns = (keys: Map<string, string>): WordedPattern[] =>
  [...keys]
    .filter(([text]) => text.includes('%{'))
    .map(([text, key]) => {
      const names: string[] = [];
      const parts = text.split(/%\{(\w+)\}/).map((part, i) => {
        if (i % 2) {
          names.push(part);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      });
      return { pattern: new RegExp(`^${parts.join('')}$`), key, names };
    });

/** The key of a server message and the values it was worded with, if the product knows it. */
const serverKeyOf = (text: string): [string, Record<string, string>] | null => {
  const key = serverKeys.get(text);
  if (key) return [key, {}];
  for (const { pattern, key: worded, names } of serverPatterns) {
    const found = pattern.exec(text);
    if (found) return [worded, Object.fromEntries(names.map((name, i) => [name, found[i + 1]]))];
  }
  return null;
};

type Catalogue = typeof RussianCatalogue;

/**
 * Russian by default (part 1: "the interface text is mostly Russian"), English selectable and
 * downloaded only when chosen (react-admin waits for the promise before switching).
 * allowMissing: server messages arrive already worded and are shown as they are; the ones the
 * product knows (domain's message tables, keyed in ./serverMessages.ts) are shown in the chosen
 * language. Their Russian already is the text the server sent, so the Russian catalogue does without
 * them (the first signed-in screen's JavaScript budget, issue 24): the keys come with English, and a
 * key the Russian catalogue lacks reads as the server's own text.
 * The public pages start on ruPublic (their own words only: /login's JavaScript budget, issue 11);
 * the whole Russian catalogue comes with the app (loadCatalogue, awaited by src/boot.tsx).
 */
let russianMessages: Catalogue | null = null;
let englishMessages: Catalogue | null = null;
const loadEnglish = () =>
  Promise.all([import('./en'), import('./serverMessages')]).then(([module, { serverMessagesRu }]) => {
    serverKeys = serverMessageKeys(serverMessagesRu);
    serverPatterns = serverMessagePatterns(serverKeys);
    englishMessages = module.english as Catalogue;
    return englishMessages;
  });
const polyglot = polyglotI18nProvider(
  (locale) =>
    locale === 'en' ? (englishMessages ?? loadEnglish()) : (russianMessages ?? (ruPublic as Catalogue)),
  'ru',
  LOCALES,
  { allowMissing: true },
);

let serverKeys = serverMessageKeys(ruPublic.app.server);
let serverPatterns = serverMessagePatterns(serverKeys);

/** The core of the Russian catalogue, before react-admin renders. */
export const loadCatalogue = async () => {
  if (russianMessages) return;
  const { russianCore } = await import('./ruCore');
  russianMessages = (screensMessages ? withScreens(russianCore, screensMessages) : russianCore) as Catalogue;
  // The current language's messages again, now from the catalogue.
  await polyglot.changeLocale(polyglot.getLocale());
};

type Screens = typeof RussianScreens;
let screensMessages: Screens | null = null;
let screensLoad: Promise<void> | null = null;
const withScreens = (core: object, screens: Screens) => {
  const tree = core as { app: object; resources?: object; ra: object };
  return {
    ...tree,
    app: { ...tree.app, ...screens.app },
    resources: { ...tree.resources, ...screens.resources },
    ra: { ...tree.ra, ...screens.ra },
  };
};

/**
 * The Russian words of the screens after the first (./ruScreens.ts), merged into the catalogue:
 * every lazily loaded screen awaits this beside its code (src/lazy.tsx), so it renders worded.
 * English is downloaded whole when chosen and needs nothing more.
 */
export const loadScreenWords = (): Promise<void> => {
  screensLoad ??= import('./ruScreens').then(async ({ ruScreens }) => {
    screensMessages = ruScreens;
    if (!russianMessages) return; // loadCatalogue merges them when it comes
    russianMessages = withScreens(russianMessages, ruScreens) as Catalogue;
    if (polyglot.getLocale() === 'ru') await polyglot.changeLocale('ru');
  });
  // A failed download (offline, a new build deployed) is tried again by the next screen.
  screensLoad.catch(() => {
    screensLoad = null;
  });
  return screensLoad;
};

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const server = serverKeyOf(key);
    // A server message the current catalogue lacks (Russian: only the common ones) reads as it came.
    return server
      ? polyglot.translate(server[0], { _: key, ...server[1], ...options })
      : polyglot.translate(key, options);
  },
  changeLocale: (locale, options) => {
    storeLocale(locale);
    return polyglot.changeLocale(locale, options);
  },
};

/** The language chosen last time (main.tsx waits for it before the first render): English is fetched first. */
export const restoreLocale = async () => {
  if (storedLocale() === 'en') await polyglot.changeLocale('en');
};
