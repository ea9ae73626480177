/** Business constants of part 1 §9. */
export const LAZY_SCREEN_DELAY_MS = 100;
export const IDLE_TIMEOUT_MS = 20 * 60 * 1000;
export const DEFAULT_HOUR_COUNT = 4;
export const EMPLOYEE_PAGE_SIZE = 7;
export const BRAND_COLOR = '#27709d';
export const DEFAULT_AGENCY_POSITION = { latitude: 51.511398, longitude: -0.112864 };
export const DATE_TIME_FORMAT = 'DD MMMM, YYYY HH:mm';
export const SESSION_DATE_FORMAT = 'D MMMM, ddd';
export const STORAGE_AUTH = 'authData';
export const STORAGE_TIME_SHIFT = 'TIME_SHIFT';
export const COPYRIGHT_FROM_YEAR = 2016;

export const SESSION_STATUSES = [
  'STARTED',
  'CORRUPTED',
  'MISSED',
  'PLANNED',
  'COMPLETED',
  'DELETED',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const ACTIVITY_STATUSES = ['ACTIVE', 'CONSTRUCTION', 'FINISHED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
