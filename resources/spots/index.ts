import { defineResource } from '../registration';

/** Spots (trade points): the spot/:spotId page (src/pages/screens.ts), read through its own GraphQL document. */
export default defineResource({});
