import { defineResource } from '../registration';

/** Spots (trade points): the spot/:spotId page, read through its own GraphQL document. */
export default defineResource({ screens: [{ path: 'spot/:spotId', load: () => import('./SpotPage') }] });
