import { defineResource } from '../registration';
import { profilePageQueries, profileQueries, twoFactorQueries } from './queries';

/** Profiles: the profile/:id pages, the shell's own profile, two-factor setup. */
export default defineResource({
  queries: { ...profileQueries, ...twoFactorQueries, ...profilePageQueries },
  screens: [
    { path: 'profile/:profileId', load: () => import('./ProfilePage') },
    { path: 'profile/:profileId/edit', load: () => import('./ProfileEditPage') },
  ],
});
