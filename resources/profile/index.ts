import { defineResource } from '../registration';
import { profilePageQueries, profileQueries, twoFactorQueries } from './queries';

/** Profiles: the profile/:id pages (src/pages/screens.ts), the shell's own profile, two-factor setup. */
export default defineResource({ queries: { ...profileQueries, ...twoFactorQueries, ...profilePageQueries } });
