export const ROLES = [
  'HQ',
  'MANAGER_BU',
  'AGENCY_HR',
  'AGENCY_MANAGER',
  'COORDINATOR',
  'AUDITOR',
  'HELPDESK',
  'CONSULTANT',
] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The role names the product shows (part 1 §3 "Roles"). */
export const ROLE_LABELS: Record<Role, string> = {
  CONSULTANT: 'Мобильный Консультант',
  COORDINATOR: 'Супервайзер',
  AGENCY_HR: 'Администратор',
  AGENCY_MANAGER: 'Менеджер агентства',
  HQ: 'HQ',
  MANAGER_BU: 'Региональный менеджер',
  AUDITOR: 'Аудитор',
  HELPDESK: 'Техподдержка',
};
