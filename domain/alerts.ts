/**
 * Alerts (issue 24 point 4): what went wrong in the field, raised by a job (server/jobs/alerts.ts)
 * from what the field API stores, shown to everyone whose scope holds the session's consultant
 * (the dashboard's `alerts` widget, alert/{id}) and acknowledged by a coordinator or manager.
 * Each kind is raised at most once a session (one cause, one alert).
 */
export const ALERT_KINDS = ['LATE_START', 'MISSED', 'CORRUPTED', 'FAR_FROM_SPOT', 'LOW_CONTACTS'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The thresholds of the rules, in one place: the job, the page's explanation and the tests read them. */
export const ALERT_RULES = {
  /** LATE_START: a PLANNED session still not started this long after its planned start. */
  lateStartMinutes: 15,
  /** FAR_FROM_SPOT: a ping of a STARTED session farther than this from its spot (as the start check). */
  farFromSpotMeters: 500,
  /** FAR_FROM_SPOT: the pings of this last while are judged each run (the job runs every minute). */
  pingWindowMinutes: 15,
  /** LOW_CONTACTS: the last hour's contacts of a STARTED session below this share of the plan per hour. */
  lowContactsShare: 0.5,
  /** LOW_CONTACTS: judged over this window, once the session has run at least that long. */
  lowContactsWindowMinutes: 60,
  /** Only sessions planned (or pings sent) this recently raise alerts: old history raises none. */
  lookbackHours: 24,
} as const;

/** How often the job looks (one run a slot across all processes). */
export const ALERTS_EVERY_SECONDS = 60;

/** The contacts an hour below which a session is "far below plan": fewer than half the plan. */
export const lowContactsThreshold = (planPerHour: number) => planPerHour * ALERT_RULES.lowContactsShare;

/** How often the dashboard's alert and today's-sessions widgets refresh while visible. */
export const ALERT_WIDGET_REFRESH_SECONDS = 60;
