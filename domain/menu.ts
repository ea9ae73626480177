import type { Permission } from './permissions';

/** The side menus (part 1 §6, part 2 §2): each item shown to the roles its permission names (domain/permissions.ts). */
/** The side menu of part 1 §6, in order. `to` gets the user's id for the profile link. */
export interface MenuItemDef {
  key: string;
  label: string;
  permission: Permission;
  to?: (userId: string | number) => string;
}

export const MENU: readonly MenuItemDef[] = [
  { key: 'home', label: 'app.menu.home', permission: 'screen.dashboard', to: () => '/dashboard' },
  { key: 'projects', label: 'app.menu.projects', permission: 'screen.dashboard' },
  { key: 'profile', label: 'app.menu.profile', permission: 'screen.profile', to: (id) => `/profile/${id}` },
  { key: 'sessions', label: 'app.menu.sessions', permission: 'screen.sessions', to: () => '/sessions' },
  // The team calendar, where a coordinator plans: next to the sessions list it fills.
  {
    key: 'calendar',
    label: 'app.menu.calendar',
    permission: 'screen.calendar',
    to: () => '/sessionsPlanning',
  },
  // The live map of the team (issue 24): beside the calendar, where the day is followed.
  { key: 'map', label: 'app.menu.map', permission: 'screen.map', to: () => '/map' },
  {
    key: 'sessionsEdit',
    label: 'app.menu.sessionsEdit',
    permission: 'screen.sessionsEdit',
    to: () => '/sessions-edit',
  },
  {
    key: 'scratchCards',
    label: 'app.menu.scratchCards',
    permission: 'screen.scratchCards',
    to: () => '/scratch-cards',
  },
  {
    key: 'newDevices',
    label: 'app.menu.newDevices',
    permission: 'screen.newDevices',
    to: () => '/new-devices',
  },
  {
    key: 'tradePoints',
    label: 'app.menu.tradePoints',
    permission: 'screen.tradePoints',
    to: () => '/trade-points',
  },
  { key: 'devices', label: 'app.menu.devices', permission: 'screen.devices', to: () => '/devices' },
  { key: 'referenceData', label: 'app.menu.referenceData', permission: 'screen.referenceData' },
  { key: 'programs', label: 'app.menu.programs', permission: 'screen.programs', to: () => '/programs' },
  { key: 'salaries', label: 'app.menu.salaries', permission: 'screen.salaries', to: () => '/salaries' },
  {
    key: 'photoCheck',
    label: 'app.menu.photoCheck',
    permission: 'screen.photoCheck',
    to: () => '/photo-check',
  },
  { key: 'audit', label: 'app.menu.audit', permission: 'screen.audit', to: () => '/audit-page' },
  {
    key: 'dataMatrixes',
    label: 'app.menu.dataMatrixes',
    permission: 'screen.dataMatrixes',
    to: () => '/data-matrixes',
  },
  {
    key: 'pointsCoverage',
    label: 'app.menu.pointsCoverage',
    permission: 'screen.pointsCoverage',
    to: () => '/points-coverage',
  },
  {
    key: 'cigarettes',
    label: 'app.menu.cigarettes',
    permission: 'screen.cigarettes',
    to: () => '/cigarettes',
  },
  { key: 'equipment', label: 'app.menu.equipment', permission: 'screen.equipment', to: () => '/equipment' },
  { key: 'logout', label: 'app.menu.logout', permission: 'screen.profile' },
];

/** The HQ "Справочники" submenu, opened from MENU's referenceData item (with a Back item). */
export const REFERENCE_MENU: readonly MenuItemDef[] = [
  { key: 'brands', label: 'app.menu.brands', permission: 'screen.referenceData', to: () => '/brands' },
  { key: 'formats', label: 'app.menu.formats', permission: 'screen.referenceData', to: () => '/formats' },
  {
    key: 'compliments',
    label: 'app.menu.compliments',
    permission: 'screen.referenceData',
    to: () => '/compliments',
  },
  {
    key: 'disclaimers',
    label: 'app.menu.disclaimers',
    permission: 'screen.referenceData',
    to: () => '/disclaimers',
  },
  { key: 'media', label: 'app.menu.media', permission: 'screen.referenceData', to: () => '/media' },
  {
    key: 'interviewKits',
    label: 'app.menu.interviewKits',
    permission: 'screen.referenceData',
    to: () => '/interview-kits',
  },
];
