import type { Permission } from './permissions';
import type { Role } from './roles';

/**
 * The dashboard's widgets, registered by name (part 1 §2 "many dashboard widgets registered by
 * name"): each with the permission that shows it. A widget's view comes with its entity's
 * registration (resources/<x>/index.ts `widgets`); a role's dashboard is the list of its widgets,
 * in order (DASHBOARDS). Adding a widget: its name and permission here, its file and one line in
 * its registration, and its name in the dashboards that show it.
 */
export const WIDGETS = {
  employees: 'employees.read',
  contactsPlan: 'stats.read',
  weekTrend: 'stats.read',
  online: 'map.read',
  liveMap: 'map.read',
  sessionsToday: 'sessions.read',
  alerts: 'alerts.read',
} as const satisfies Record<string, Permission>;

export type WidgetName = keyof typeof WIDGETS;

/** Each dashboard role's widgets, top to bottom; a widget shows only where its permission holds. */
export const DASHBOARDS: Partial<Record<Role, readonly WidgetName[]>> = {
  HQ: ['employees', 'alerts', 'sessionsToday', 'contactsPlan', 'online', 'liveMap', 'weekTrend'],
  MANAGER_BU: ['alerts', 'sessionsToday', 'contactsPlan', 'online', 'liveMap', 'weekTrend'],
  AGENCY_HR: ['employees', 'alerts', 'contactsPlan', 'weekTrend'],
  AGENCY_MANAGER: ['employees', 'alerts', 'sessionsToday', 'contactsPlan', 'online', 'liveMap', 'weekTrend'],
  COORDINATOR: ['alerts', 'sessionsToday', 'online', 'liveMap', 'contactsPlan', 'weekTrend'],
};
