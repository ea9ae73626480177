import { defineResource } from '../registration';

/**
 * Sessions (issue 12). The timeline (session/:sessionId, ./timeline) is a screen of
 * src/pages/screens.ts that reads through its own GraphQL documents; the sessions list's
 * registration (name, list view, queries) belongs here as well when it lands.
 */
export default defineResource({});
