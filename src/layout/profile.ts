import { useGetIdentity, useGetOne } from 'react-admin';

/** A session as the shell's profile query returns it (times in epoch seconds, *Str in ISO). */
export interface ShellSession {
  id: string | number;
  status: string;
  startTimeStr?: string | null;
  stopTimeStr?: string | null;
  plannedStartTime?: number | null;
  plannedEndTime?: number | null;
  spot?: { id: string | number; title?: string | null; legalName?: string | null } | null;
}

/** The profile the shell shows in the header (part 1 §3 "the profile used by the shell"). */
export interface ShellProfile {
  id: string | number;
  firstName?: string | null;
  lastName?: string | null;
  photo?: string | null;
  role?: string | null;
  verifiedByAgency?: boolean | null;
  agency?: { id: string | number; title?: string | null; logo?: string | null } | null;
  region?: { id: string | number; title?: string | null } | null;
  lastActiveSession?: ShellSession | null;
  nearestPlannedSession?: ShellSession | null;
}

/**
 * The last active session while it runs, else the nearest planned one, else the last one
 * (part 1 §2 "The user panel shows the last active session, or the nearest planned session if
 * the last one has a stop time").
 */
export const pickSession = (profile: Pick<ShellProfile, 'lastActiveSession' | 'nearestPlannedSession'>) => {
  const last = profile.lastActiveSession ?? null;
  if (last && !last.stopTimeStr) return last;
  return profile.nearestPlannedSession ?? last;
};

/** 'Запланирована' for PLANNED, 'Завершена' for any other status (part 1 §4). */
export const sessionStatusKey = (session: ShellSession) =>
  session.status === 'PLANNED' ? 'app.session.planned' : 'app.session.completed';

/** When the session starts (or started), in milliseconds. */
export const sessionTime = (session: ShellSession): number | null => {
  if (session.startTimeStr) return Date.parse(session.startTimeStr);
  if (session.plannedStartTime) return session.plannedStartTime * 1000;
  return null;
};

/**
 * How long the shell's profile counts as fresh: the header, the logo and the dashboard's
 * employees section all read it as they mount, and each would otherwise fetch it again (react-query
 * refetches stale data on every new reader). Editing one's profile updates it at once anyway.
 */
const SHELL_PROFILE_FRESH_MS = 60_000;

/**
 * The logged-in user's shell profile: the identity from storage at once, the full profile
 * (agency, sessions) once the server answers.
 */
export const useShellProfile = () => {
  const { identity } = useGetIdentity();
  const { data } = useGetOne<ShellProfile & { id: any }>(
    'profile',
    { id: identity?.id as any },
    { enabled: identity?.id != null, staleTime: SHELL_PROFILE_FRESH_MS },
  );
  return { identity, profile: data };
};
