import { brandsExport } from './brands';
import { complimentsExport } from './compliments';
import { employeesExport } from './employees';
import { formatsExport } from './formats';
import { programsExport } from './programs';
import type { ListExport } from './types';

/** Every list's CSV export, by the react-admin resource it belongs to (one line each). */
export const LIST_EXPORTS: Record<string, ListExport> = Object.fromEntries(
  [employeesExport, formatsExport, brandsExport, complimentsExport, programsExport].map((e) => [
    e.resource,
    e as ListExport,
  ]),
);

export type { ListExport } from './types';
