import type { Role } from '../../../domain/roles';

export const DEMO_PASSWORD = 'DemoPassword2026';

/** The demo accounts the README lists, one per role. */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  HQ: 'hq@demo.kz',
  MANAGER_BU: 'bu@demo.kz',
  AGENCY_HR: 'hr@demo.kz',
  AGENCY_MANAGER: 'agency@demo.kz',
  COORDINATOR: 'coordinator@demo.kz',
  AUDITOR: 'auditor@demo.kz',
  HELPDESK: 'helpdesk@demo.kz',
  CONSULTANT: 'consultant@demo.kz',
};
