import { graphql } from '../../dataProvider/client';
import { saveFile } from '../../dataProvider/exportList';
import { apiUrl, readAuthData, request } from '../../dataProvider/http';
import type { CalculationStatus, CalculationType } from '../../domain/payroll';
import { PAYROLL_MESSAGES } from '../../domain/validation/payroll.messages';

/** A figure of a calculation's summary: its key (app.payroll.figures.<key>) and value. */
export interface Figure {
  key: string;
  value: string;
}
export interface SummaryGroup {
  group: string;
  title: string;
  people: number;
  registrations: number;
  paid: number;
  sum: number;
}
export interface CalculationSummary {
  title: string | null;
  people: number;
  figures: Figure[];
  groups: SummaryGroup[];
}

/** A calculation task as the list shows it (part 2 §3 "Calculation task"). */
export interface CalculationTask {
  id: string;
  type: CalculationType;
  status: CalculationStatus;
  progress: number;
  dateFrom: string;
  dateTo: string;
  createdAt: number;
  filename: string | null;
  file: string | null;
  errorMessage: string | null;
  user: { id: string; firstName: string; lastName: string };
  departments: { title: string; type: string }[];
  summary: CalculationSummary | null;
}

const TASK_FIELDS = `id type status progress dateFrom dateTo createdAt filename file errorMessage
  user { id firstName lastName } departments { title type }
  summary { title people figures { key value } groups { group title people registrations paid sum } }`;

export interface TaskPage {
  edges: { node: CalculationTask }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** A page of the list, newest first: `first` after a cursor, or `last` before one (going back). */
export const fetchTasks = async (page: { first?: number; after?: string; last?: number; before?: string }) =>
  (
    await graphql<{ calculationTasks: TaskPage }>(
      `query CalculationTasks($first: Int, $after: String, $last: Int, $before: String) {
        calculationTasks(first: $first, after: $after, last: $last, before: $before) {
          edges { node { ${TASK_FIELDS} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
      page,
    )
  ).calculationTasks;

export const fetchTask = async (id: string | number) =>
  (
    await graphql<{ calculationTask: CalculationTask | null }>(
      `query CalculationTask($id: ID!) { calculationTask(id: $id) { ${TASK_FIELDS} } }`,
      { id: String(id) },
    )
  ).calculationTask;

export interface Choice {
  id: string;
  title: string;
  parentId: string | null;
}
export interface FocusProductChoice {
  id: string;
  title: string;
  activity: { id: string; title: string };
}
export interface PayrollChoices {
  activities: Choice[];
  focusProducts: FocusProductChoice[];
  models: Choice[];
  devices: Choice[];
  departments: Choice[];
}

/** What the forms offer; with dates, the activities and focus products of that period. */
export const fetchChoices = async (dates: { dateFrom?: string; dateTo?: string } = {}) =>
  (
    await graphql<{ payrollChoices: PayrollChoices }>(
      `query PayrollChoices($dateFrom: String, $dateTo: String) { payrollChoices(dateFrom: $dateFrom, dateTo: $dateTo) {
        activities { id title parentId } focusProducts { id title activity { id title } }
        models { id title parentId } devices { id title parentId } departments { id title parentId } } }`,
      dates,
    )
  ).payrollChoices;

export const fetchPeople = async (search: string) =>
  (
    await graphql<{ payrollChoices: { people: Choice[] } }>(
      `query PayrollPeople($search: String) { payrollChoices { people(search: $search) { id title parentId } } }`,
      { search },
    )
  ).payrollChoices.people;

/** POST /calculationtask (part 2 §7) → the new task's id. */
export const startCalculation = (body: object) =>
  request<{ id: number; status: string }>(apiUrl('calculationtask'), { method: 'POST', body });

/** Downloads a finished calculation's file from its address (with the login's header) and saves it. */
export const downloadCalculation = async (url: string, filename: string) => {
  const token = readAuthData()?.token;
  const response = await fetch(url, {
    headers: { 'X-Api-Initiator': 'react', ...(token ? { Authorization: `JWT ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(String(response.status));
  saveFile(await response.blob(), filename);
};

/** What the public Calculation page reads (GET /api/public-links/calculation/{token}/, no login). */
export interface PublicCalculation {
  kind: 'calculation';
  calculation: {
    id: number;
    type: CalculationType;
    dateFrom: string;
    dateTo: string;
    title: string | null;
    people: number;
    figures: { key: string; value: number | string }[];
    groups: SummaryGroup[];
  };
}
export const fetchPublicCalculation = (token: string) =>
  request<PublicCalculation>(apiUrl(`public-links/calculation/${encodeURIComponent(token)}`));

/** The server's refusal as one line: its per-field messages, or its own message. */
export const serverError = (error: unknown) => {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  const fields = body?.errors ? [...new Set(Object.values(body.errors))].join(' ') : '';
  return fields || (error as Error).message || PAYROLL_MESSAGES.failed;
};
