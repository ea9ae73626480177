import { employeesExport } from './employees';
import { formatsExport } from './formats';
import type { ListExport } from './types';

/** Every list's CSV export, by the react-admin resource it belongs to (one line each). */
export const LIST_EXPORTS: Record<string, ListExport> = Object.fromEntries(
  [employeesExport, formatsExport].map((e) => [e.resource, e as ListExport]),
);

export type { ListExport } from './types';
