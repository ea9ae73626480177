import { describe, expect, it } from 'vitest';
import { MENU } from '../../domain/menu';
import { can, canAccess, homePath, PERMISSIONS, ROUTES } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';

const menuOf = (role: Role) => MENU.filter((item) => can(role, item.permission)).map((item) => item.key);

describe('the permission table', () => {
  it('gives each role the menu of part 1 §6', () => {
    expect(menuOf('CONSULTANT')).toEqual(['profile', 'logout']);
    expect(menuOf('HELPDESK')).toEqual(['profile', 'logout']);
    expect(menuOf('AUDITOR')).toEqual(['profile', 'audit', 'logout']);
    expect(menuOf('AGENCY_HR')).toEqual(['home', 'projects', 'profile', 'logout']);
    expect(menuOf('AGENCY_MANAGER')).toEqual([
      'home',
      'projects',
      'profile',
      'sessions',
      'calendar',
      'map',
      'sessionsEdit',
      'logout',
    ]);
    expect(menuOf('MANAGER_BU')).toEqual([
      'home',
      'projects',
      'profile',
      'sessions',
      'calendar',
      'map',
      'sessionsEdit',
      'devices',
      'logout',
    ]);
    expect(menuOf('COORDINATOR')).toEqual([
      'home',
      'projects',
      'profile',
      'sessions',
      'calendar',
      'map',
      'sessionsEdit',
      'tradePoints',
      'photoCheck',
      'audit',
      'equipment',
      'logout',
    ]);
    expect(menuOf('HQ')).toEqual(MENU.map((item) => item.key));
  });

  it('lets both agency roles open agency pages (the second reading)', () => {
    const agency = ROUTES.find((r) => r.path === 'agency/:id')!;
    expect(ROLES.filter((r) => can(r, agency.permission))).toEqual(['AGENCY_HR', 'AGENCY_MANAGER']);
  });

  it('denies what is not listed', () => {
    expect(canAccess('HQ', 'no-such-resource', 'list')).toBe(false);
    expect(can(null, 'screen.profile')).toBe(false);
    expect(canAccess('CONSULTANT', 'devices', 'list')).toBe(false);
    expect(canAccess('MANAGER_BU', 'glocolor', 'edit')).toBe(true);
  });

  it('sends the auditor home to the audit page', () => {
    expect(homePath('AUDITOR')).toBe('/audit-page');
    expect(homePath('HQ')).toBe('/');
  });

  it('names only known roles', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });
});
