import { graphql } from '../../dataProvider/client';
import { apiUrl, request } from '../../dataProvider/http';
import type { AuditAnswer } from '../../domain/validation/audit';

/** The audit's REST calls (part 2 §7 "Audit", issue 26), typed as the server answers them. */

export interface Quiz {
  id: number;
  title: string;
  isActive: boolean;
}

export interface Question {
  id: number;
  title: string;
  quiz: number;
  isActive: boolean;
  isMain: boolean;
  isFinal: boolean;
  canBeNotApplicable: boolean;
  order: number;
}

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

export interface DaySession {
  id: number;
  status: string;
  plannedStart: string;
  plannedEnd: string;
  consultant: Person;
  spot: { id: number; title: string } | null;
  audits: { id: number; quiz: number; answered: boolean }[];
}

export interface AuditRow {
  id: number;
  quiz: number;
  quizTitle: string;
  session: number;
  sentAt: string;
  answeredAt: string | null;
  consultant: Person;
  sender: Person;
  spot: { id: number; title: string } | null;
}

export interface AnswerRow {
  question: number;
  answer: AuditAnswer;
  comment: string | null;
  photos: number[];
}

export interface AuditDetail extends AuditRow {
  questions: Question[];
  answers: AnswerRow[];
  canRecord: boolean;
}

/** A question's fields as POST/PUT /audit/questions take them. */
export interface QuestionInput {
  title: string;
  quiz: number;
  is_active: boolean;
  is_main: boolean;
  is_final: boolean;
  can_be_not_applicable: boolean;
}

export const questionInput = (q: Question): QuestionInput => ({
  title: q.title,
  quiz: q.quiz,
  is_active: q.isActive,
  is_main: q.isMain,
  is_final: q.isFinal,
  can_be_not_applicable: q.canBeNotApplicable,
});

/** GraphQL answers ids as strings: every `id` of a read, as the number the REST writes take. */
const numericIds = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(numericIds) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'id' && typeof v === 'string' ? Number(v) : numericIds(v),
      ]),
    ) as T;
  return value;
};

const read = async <T>(query: string, variables: Record<string, unknown> = {}) =>
  numericIds(await graphql<T>(query, variables));

const QUESTION = 'id title quiz isActive isMain isFinal canBeNotApplicable order';
const PERSON = 'id firstName lastName';
const AUDIT = `id quiz quizTitle session sentAt answeredAt consultant { ${PERSON} } sender { ${PERSON} } spot { id title }`;

/** Reads through GraphQL (part 2 §7 "Data queries"), writes through the REST of §7 "Audit". */
export const auditApi = {
  quizzes: async () =>
    (await read<{ auditQuizzes: Quiz[] }>('{ auditQuizzes { id title isActive } }')).auditQuizzes,
  quiz: async (id: number) => {
    const { auditQuiz } = await read<{ auditQuiz: (Quiz & { questions: Question[] }) | null }>(
      `query AuditQuiz($id: ID!) { auditQuiz(id: $id) { id title isActive questions { ${QUESTION} } } }`,
      { id },
    );
    if (!auditQuiz) throw new Error('not found');
    return auditQuiz;
  },
  createQuiz: (title: string, isActive = true) =>
    request<Quiz>(apiUrl('audit/quizzes'), { method: 'POST', body: { title, is_active: isActive } }),
  updateQuiz: (id: number, title: string, isActive: boolean) =>
    request<Quiz>(apiUrl(`audit/quizzes/${id}`), { method: 'PUT', body: { title, is_active: isActive } }),
  createQuestion: (input: QuestionInput) =>
    request<Question>(apiUrl('audit/questions'), { method: 'POST', body: input }),
  updateQuestion: (id: number, input: QuestionInput) =>
    request<Question>(apiUrl(`audit/questions/${id}`), { method: 'PUT', body: input }),
  swap: (a: number, b: number) =>
    request<Question[]>(apiUrl('audit/questions/swap'), { method: 'PUT', body: { questions: [a, b] } }),
  sessions: async (date: string) =>
    (
      await read<{ auditSessions: DaySession[] }>(
        `query AuditSessions($date: String) { auditSessions(date: $date) {
          id status plannedStart plannedEnd consultant { ${PERSON} } spot { id title } audits { id quiz answered } } }`,
        { date },
      )
    ).auditSessions,
  send: (quiz: number, sessions: number[]) =>
    request<{ sent: number; audits: number[] }>(apiUrl('audit/send'), {
      method: 'POST',
      body: { quiz, sessions },
    }),
  audits: async (filter: { quiz?: number; session?: number }) =>
    (
      await read<{ audits: AuditRow[] }>(
        `query Audits($quiz: ID, $session: ID) { audits(quiz: $quiz, session: $session) { ${AUDIT} } }`,
        filter,
      )
    ).audits,
  audit: async (id: number) => {
    const { audit } = await read<{ audit: AuditDetail | null }>(
      `query Audit($id: ID!) { audit(id: $id) { ${AUDIT} canRecord questions { ${QUESTION} }
        answers { question answer comment photos } } }`,
      { id },
    );
    if (!audit) throw new Error('not found');
    return audit;
  },
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('photo', file);
    return request<{ id: number }>(apiUrl('audit/photos'), { method: 'POST', body: form });
  },
  photoUrl: (id: number) => apiUrl(`audit/photos/${id}`),
  record: (audit: number, answers: AnswerRow[]) =>
    request(apiUrl('audit/results'), { method: 'POST', body: { audit, answers } }),
  report: (quiz: number, dateFrom: string, dateTo: string) =>
    request<{ status_url: string; download_url: string }>(apiUrl('audit/report'), {
      method: 'POST',
      body: { quiz, date_from: dateFrom, date_to: dateTo },
    }),
};

/** Today in the product's days (the audit sessions' day, part 2 §6), as YYYY-MM-DD. */
export const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Almaty' });

export const personName = (p: Person | null | undefined) => (p ? `${p.lastName} ${p.firstName}` : '—');
