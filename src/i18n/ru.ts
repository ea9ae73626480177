import russianMessages from 'ra-language-russian';
import { ruCore } from './ruCore';
import { ruScreens } from './ruScreens';
import { type ServerMessages, serverMessagesRu } from './serverMessages';

/**
 * The product's own words in Russian, the default language (part 1 §2, §6): the core (loaded with
 * the app) and the other screens' words (loaded with the first of them), side by side: their keys
 * never overlap (tests/unit/i18nKeys.test.ts); with the server's messages keyed (./serverMessages.ts,
 * which the browser downloads only with English: src/i18n/index.ts).
 */
export const ru = {
  ...ruCore,
  app: { ...ruCore.app, ...ruScreens.app, server: serverMessagesRu as ServerMessages },
  resources: { ...ruCore.resources, ...ruScreens.resources },
  ra: ruScreens.ra,
};

export type AppMessages = typeof ru;

export const russian = { ...russianMessages, ...ru, ra: { ...russianMessages.ra, ...ru.ra } };
