import { brandsExport } from './brands';
import { cigarettesExport } from './cigarettes';
import { complimentsExport } from './compliments';
import { devicesExport } from './devices';
import { disclaimersExport } from './disclaimers';
import { dmCodesExport } from './dmCodes';
import { employeesExport } from './employees';
import { standsExport, tabletsExport } from './equipment';
import { formatsExport } from './formats';
import { interviewKitsExport } from './interviewKits';
import { mediaExport } from './media';
import { programsExport } from './programs';
import { scratchCardsExport } from './scratchCards';
import { serialNumbersExport } from './serialNumbers';
import { sessionsExport } from './sessions';
import { sticksExport } from './sticks';
import type { ListExport } from './types';

/** Every list's CSV export, by the react-admin resource it belongs to (one line each). */
export const LIST_EXPORTS: Record<string, ListExport> = Object.fromEntries(
  [
    employeesExport,
    formatsExport,
    brandsExport,
    complimentsExport,
    programsExport,
    disclaimersExport,
    mediaExport,
    interviewKitsExport,
    scratchCardsExport,
    serialNumbersExport,
    devicesExport,
    sticksExport,
    sessionsExport,
    dmCodesExport,
    cigarettesExport,
    tabletsExport,
    standsExport,
  ].map((e) => [e.resource, e as ListExport]),
);

export type { ListExport } from './types';
