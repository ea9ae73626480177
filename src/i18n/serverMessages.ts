import { JOB_MESSAGES } from '../../domain/jobs';
import { MESSAGES } from '../../domain/messages';
import { UPLOAD_MESSAGES } from '../../domain/uploadRules';
import { ACTION_MESSAGES } from '../../domain/validation/actions.messages';
import { ACTIVITY_MESSAGES } from '../../domain/validation/activities.messages';
import { SCREEN_MESSAGES } from '../../domain/validation/activityScreens.messages';
import { ASSIGNMENT_MESSAGES } from '../../domain/validation/assignments.messages';
import { NOT_NEGATIVE } from '../../domain/validation/catalogCommon.messages';
import { APPROVAL_PERIODS, EMPLOYEE_MESSAGES } from '../../domain/validation/employees.messages';
import { EQUIPMENT_MESSAGES } from '../../domain/validation/equipment.messages';
import { CORRUPTED_REASONS } from '../../domain/validation/field.messages';
import { EXTERNAL_TITLE_REQUIRED, PRICE_POSITIVE } from '../../domain/validation/formats.messages';
import { ADMIN_PASSWORD_MESSAGE, WRONG_CURRENT_PASSWORD } from '../../domain/validation/password.messages';
import { PAYROLL_MESSAGES } from '../../domain/validation/payroll.messages';
import { PROFILE_MESSAGES } from '../../domain/validation/profile.messages';
import {
  LIMIT_PERIOD_LABELS,
  PERIOD_MESSAGE,
  PROGRAM_ID_TAKEN,
  PROGRAM_SELF_LIMIT,
} from '../../domain/validation/programs.messages';
import { PUBLIC_LINK_MESSAGES } from '../../domain/validation/publicLinks.messages';
import { REPORT_MESSAGES } from '../../domain/validation/reports.messages';
import { SERIAL_NUMBER_STATUS_LABELS } from '../../domain/validation/serialNumbers.messages';
import { SESSION_MESSAGES } from '../../domain/validation/sessions.messages';
import { SESSION_BULK_MESSAGES } from '../../domain/validation/sessionsBulk.messages';
import {
  CORPORATE_EMAIL_MESSAGE,
  CYRILLIC_MESSAGE,
  EMAIL_MESSAGE,
  GENDER_MESSAGE,
  IIN_MESSAGE,
  ROLE_MESSAGE,
} from '../../domain/validation/signUp.messages';
import { TRADE_POINT_MESSAGES } from '../../domain/validation/tradePoints.messages';

type Texts<T> = { [K in keyof T as T[K] extends string ? K : never]: string };

/** The worded (not computed) messages of a domain table, for ru.ts. */
const texts = <T extends Record<string, unknown>>(table: T): Texts<T> =>
  Object.fromEntries(Object.entries(table).filter(([, v]) => typeof v === 'string')) as Texts<T>;

/**
 * Messages and choice names that the server and the shared validation word in Russian (domain/). The browser shows
 * them through `translate`, which finds each text's key here and answers it in the chosen language.
 */
export const serverMessagesRu = {
  common: texts(MESSAGES),
  employees: texts(EMPLOYEE_MESSAGES),
  assignments: texts(ASSIGNMENT_MESSAGES),
  profile: texts(PROFILE_MESSAGES),
  programs: { periodMessage: PERIOD_MESSAGE, idTaken: PROGRAM_ID_TAKEN, selfLimit: PROGRAM_SELF_LIMIT },
  catalog: {
    notNegative: NOT_NEGATIVE,
    externalTitleRequired: EXTERNAL_TITLE_REQUIRED,
    pricePositive: PRICE_POSITIVE,
  },
  accounts: {
    adminPassword: ADMIN_PASSWORD_MESSAGE,
    wrongCurrentPassword: WRONG_CURRENT_PASSWORD,
    cyrillic: CYRILLIC_MESSAGE,
    email: EMAIL_MESSAGE,
    corporateEmail: CORPORATE_EMAIL_MESSAGE,
    iin: IIN_MESSAGE,
    role: ROLE_MESSAGE,
    gender: GENDER_MESSAGE,
    requiredDot: 'Это обязательное поле.',
  },
  // Choice names the domain words (select inputs translate their choices' names).
  approvalPeriods: {
    m1: APPROVAL_PERIODS[0].name,
    m3: APPROVAL_PERIODS[1].name,
    m6: APPROVAL_PERIODS[2].name,
    m12: APPROVAL_PERIODS[3].name,
  },
  limitPeriods: { ...LIMIT_PERIOD_LABELS },
  serialNumberStatuses: { ...SERIAL_NUMBER_STATUS_LABELS },
  // Why a job (import, report) ended that its user sees (server/jobs/lease.ts).
  jobs: texts(JOB_MESSAGES),
  // Why the field API made a session CORRUPTED (sessions.corrupted_reason, shown by the session views).
  corruptedReasons: { ...CORRUPTED_REASONS },
  // The overlap names its clash: the dialogs word it with the clash as %{clash}.
  sessions: { ...texts(SESSION_MESSAGES), overlap: SESSION_MESSAGES.overlap('%{clash}') },
  sessionsBulk: texts(SESSION_BULK_MESSAGES),
  activities: texts(ACTIVITY_MESSAGES),
  screens: texts(SCREEN_MESSAGES),
  actions: texts(ACTION_MESSAGES),
  tradePoints: texts(TRADE_POINT_MESSAGES),
  reports: texts(REPORT_MESSAGES),
  equipment: texts(EQUIPMENT_MESSAGES),
  uploads: texts(UPLOAD_MESSAGES),
  publicLinks: texts(PUBLIC_LINK_MESSAGES),
  payroll: texts(PAYROLL_MESSAGES),
};

/** The same keys in another language. */
export type ServerMessages = {
  [G in keyof typeof serverMessagesRu]: Record<keyof (typeof serverMessagesRu)[G], string>;
};
