/**
 * The live map of personnel (issue 24, part 1 §1, §4, §6, §7, §9): its constants, the status
 * filter's windows and the online rule, in one place for the server's query and the browser.
 */

/** The map's status filter (part 1 §4 "Map status filter"); all three by default. */
export const MAP_STATUSES = ['PLANNED', 'STARTED', 'COMPLETED'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];

/** getUsersWithFiltersInArea's page: part 1 §9 "Map user query limit: 10". */
export const MAP_PAGE_SIZE = 10;
/** Part 1 §9: the planned-session horizon, 360 days for the PLANNED filter, 1 day otherwise. */
export const PLANNED_HORIZON_DAYS = 360;
/** Part 1 §9: where an agency's map starts when it has no coordinates. */
export const DEFAULT_MAP_POSITION = { latitude: 51.511398, longitude: -0.112864 } as const;
/**
 * Up to this many people in view every one is a marker; beyond it the server groups them into
 * a grid of MAP_GRID x MAP_GRID cells (a cell of one person is still that person's marker), so a
 * wide view shows everyone in view, counted, without sending thousands of markers.
 */
export const MAP_MAX_MARKERS = 300;
export const MAP_GRID = 8;
/** How often an open map asks again (README "Live map": polling, the delay stays under 5 s). */
export const MAP_REFRESH_MS = 3000;

/** The status filter as asked: any of MAP_STATUSES, none meaning all three. */
export const mapStatuses = (asked: readonly string[] | null | undefined): MapStatus[] => {
  const known = MAP_STATUSES.filter((s) => asked?.includes(s));
  return known.length ? known : [...MAP_STATUSES];
};

/**
 * Part 1 §4 "Map status filter": which of a person's sessions each status admits.
 * - STARTED: the last active session not ended, no upper date bound;
 * - COMPLETED: the last active session ended;
 * - PLANNED: the next planned session starting up to 360 days ahead when PLANNED is the filter
 *   alone, up to the end of the next day when combined (the three together: "up to the end of the
 *   next day").
 * A person shows their running session first, then the planned one, then the completed one.
 */
export interface MapWindow {
  started: boolean;
  completed: boolean;
  /** The latest planned start admitted, or null when PLANNED is not asked. */
  plannedUntil: Date | null;
}

export const mapWindow = (statuses: readonly MapStatus[], now: Date, endOfNextDay: Date): MapWindow => ({
  started: statuses.includes('STARTED'),
  completed: statuses.includes('COMPLETED'),
  plannedUntil: !statuses.includes('PLANNED')
    ? null
    : statuses.length === 1
      ? new Date(now.getTime() + PLANNED_HORIZON_DAYS * 86_400_000)
      : endOfNextDay,
});

/**
 * The online rule (part 1 §4): a consultant is online when their last active session has no stop
 * time; on the map also only when the status filter is not PLANNED (alone).
 */
export const isOnline = (
  lastActiveSession: { startTime: unknown; stopTime: unknown } | null | undefined,
  mapFilter?: readonly MapStatus[],
): boolean =>
  !!lastActiveSession &&
  lastActiveSession.startTime != null &&
  lastActiveSession.stopTime == null &&
  onlineUnderFilter(mapFilter);

/** The filter's half of the online rule: nobody is online on a map filtered to PLANNED alone. */
export const onlineUnderFilter = (mapFilter?: readonly MapStatus[]) =>
  !mapFilter || !(mapFilter.length === 1 && mapFilter[0] === 'PLANNED');

/** A marker's colour by what it shows: running (online), corrupted, planned, completed. */
export const MAP_STATUS_COLORS: Record<string, string> = {
  STARTED: '#2e7d32',
  CORRUPTED: '#ed6c02',
  PLANNED: '#1565c0',
  COMPLETED: '#616161',
};
