import { defineResource } from '../registration';

/** The photo check (issue 26): /photo-check (ROUTES: screen.photoCheck, HQ and coordinators). */
export default defineResource({
  screens: [{ path: 'photo-check', load: () => import('./PhotoCheckScreen') }],
});
