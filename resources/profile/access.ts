/**
 * The browser's half of part 1 §6 "Profile viewing": one's own profile always; a consultant (and
 * an auditor) nothing else; a coordinator only the team (the team list is loaded first); the
 * agency and regional roles ask the server, whose 403 shows the same message.
 */
export type ProfileAccess = 'allowed' | 'denied' | 'pending' | 'server';

export const profileAccess = (
  role: string | null | undefined,
  viewerId: string | number | null | undefined,
  profileId: string | null | undefined,
  teamIds: readonly string[] | null,
): ProfileAccess => {
  if (viewerId == null || !role || !profileId) return 'pending';
  if (String(viewerId) === profileId) return 'allowed';
  switch (role) {
    case 'CONSULTANT':
    case 'AUDITOR':
      return 'denied';
    case 'COORDINATOR':
      if (teamIds === null) return 'pending';
      return teamIds.includes(profileId) ? 'allowed' : 'denied';
    default:
      return 'server';
  }
};
