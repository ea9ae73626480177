/**
 * The browser's half of part 1 §6 "Profile viewing": one's own profile always; a consultant (and
 * an auditor) nothing else; the other roles ask the server, which answers a profile outside their
 * scope as missing, and the page shows the same message.
 */
export type ProfileAccess = 'allowed' | 'denied' | 'pending' | 'server';

export const profileAccess = (
  role: string | null | undefined,
  viewerId: string | number | null | undefined,
  profileId: string | null | undefined,
): ProfileAccess => {
  if (viewerId == null || !role || !profileId) return 'pending';
  if (String(viewerId) === profileId) return 'allowed';
  switch (role) {
    case 'CONSULTANT':
    case 'AUDITOR':
      return 'denied';
    default:
      return 'server';
  }
};
