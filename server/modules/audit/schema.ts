import { AUDIT_MESSAGES } from '../../../domain/validation/audit';
import { isReportDate } from '../../../domain/validation/reports';
import { authorize, builder, toId } from '../../graphql/builder';
import { gqlError } from '../../http/errors';
import {
  AUDIT_TIME_ZONE,
  auditAnswers,
  daySessions,
  findAudit,
  findQuiz,
  listAudits,
  listQuestions,
  listQuizzes,
  type QuestionRow,
} from './queries';

/**
 * The audit page's reads (part 2 §7 "Data queries": audit quizzes and questions; the audit
 * sessions of a day, from its start to its end), and the audits with their answers for the
 * audit pages; the writes are the REST calls of §7 "Audit" (routes.ts).
 */

interface QuizRow {
  id: number;
  title: string;
  isActive: boolean;
}
interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
}
interface SpotRow {
  id: number;
  title: string;
}
interface SessionRow {
  id: number;
  status: string;
  plannedStart: string;
  plannedEnd: string;
  consultant: PersonRow;
  spot: SpotRow | null;
  audits: { id: number; quiz: number; answered: boolean }[];
}
interface AuditRow {
  id: number;
  quiz: number;
  quizTitle: string;
  session: number;
  sentAt: string;
  answeredAt: string | null;
  consultant: PersonRow;
  sender: PersonRow;
  spot: SpotRow | null;
  viewerId?: number;
}
interface AnswerRow {
  question: number;
  answer: string;
  comment: string | null;
  photos: number[];
}

const Question = builder.objectRef<QuestionRow>('AuditQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    quiz: t.exposeInt('quiz'),
    isActive: t.exposeBoolean('isActive'),
    isMain: t.exposeBoolean('isMain'),
    isFinal: t.exposeBoolean('isFinal'),
    canBeNotApplicable: t.exposeBoolean('canBeNotApplicable'),
    order: t.exposeInt('order'),
  }),
});

const Quiz = builder.objectRef<QuizRow>('AuditQuiz').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    isActive: t.exposeBoolean('isActive'),
    questions: t.field({ type: [Question], resolve: (quiz, _args, ctx) => listQuestions(ctx.db, quiz.id) }),
  }),
});

const Person = builder.objectRef<PersonRow>('AuditPerson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const Spot = builder.objectRef<SpotRow>('AuditSpot').implement({
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
});

const SentAudit = builder.objectRef<SessionRow['audits'][number]>('AuditSent').implement({
  fields: (t) => ({ id: t.exposeID('id'), quiz: t.exposeInt('quiz'), answered: t.exposeBoolean('answered') }),
});

const Session = builder.objectRef<SessionRow>('AuditSession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    plannedStart: t.exposeString('plannedStart'),
    plannedEnd: t.exposeString('plannedEnd'),
    consultant: t.field({ type: Person, resolve: (s) => s.consultant }),
    spot: t.field({ type: Spot, nullable: true, resolve: (s) => s.spot }),
    audits: t.field({ type: [SentAudit], resolve: (s) => s.audits }),
  }),
});

const Answer = builder.objectRef<AnswerRow>('AuditAnswer').implement({
  fields: (t) => ({
    question: t.exposeInt('question'),
    answer: t.exposeString('answer'),
    comment: t.exposeString('comment', { nullable: true }),
    photos: t.exposeIntList('photos'),
  }),
});

const Audit = builder.objectRef<AuditRow>('Audit').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    quiz: t.exposeInt('quiz'),
    quizTitle: t.exposeString('quizTitle'),
    session: t.exposeInt('session'),
    sentAt: t.exposeString('sentAt'),
    answeredAt: t.exposeString('answeredAt', { nullable: true }),
    consultant: t.field({ type: Person, resolve: (a) => a.consultant }),
    sender: t.field({ type: Person, resolve: (a) => a.sender }),
    spot: t.field({ type: Spot, nullable: true, resolve: (a) => a.spot }),
    questions: t.field({ type: [Question], resolve: (a, _args, ctx) => listQuestions(ctx.db, a.quiz) }),
    answers: t.field({
      type: [Answer],
      resolve: async (a, _args, ctx) => (await auditAnswers(ctx.db, a.id)) as unknown as AnswerRow[],
    }),
    /** Whether the viewer records its results now: its sender, while it is unanswered (results.ts). */
    canRecord: t.boolean({ resolve: (a, _args, ctx) => !a.answeredAt && a.sender.id === ctx.viewer?.id }),
  }),
});

const idArg = (raw: string | number | null | undefined, name: string) => {
  if (raw == null) return null;
  const id = toId(raw);
  if (!id) throw gqlError('BAD_USER_INPUT', `${name}: Неверный идентификатор`);
  return id;
};

const todayIn = (timeZone: string) => new Date().toLocaleDateString('sv-SE', { timeZone });

builder.queryFields((t) => ({
  auditQuizzes: t.field({
    type: [Quiz],
    description: 'The audit quizzes, newest first (the audit page).',
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'audit.read');
      return listQuizzes(ctx.db);
    },
  }),
  auditQuiz: t.field({
    type: Quiz,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      authorize(ctx, 'audit.read');
      const id = toId(args.id);
      return id ? findQuiz(ctx.db, id) : null;
    },
  }),
  auditSessions: t.field({
    type: [Session],
    description:
      'The sessions of a day (YYYY-MM-DD, the product’s day; today by default) a quiz may be sent to: an auditor every coordinator’s, anyone else their own consultants’ (part 2 §6).',
    args: { date: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'audit.read');
      const date = args.date ?? todayIn(AUDIT_TIME_ZONE);
      if (!isReportDate(date)) throw gqlError('BAD_USER_INPUT', `date: ${AUDIT_MESSAGES.dateFormat}`);
      return (await daySessions(ctx.db, viewer, date)) as unknown as SessionRow[];
    },
  }),
  audits: t.field({
    type: [Audit],
    description: 'The audits in the viewer’s scope, newest first; of one quiz or one session.',
    args: { quiz: t.arg.id(), session: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'audit.read');
      const filter = { quiz: idArg(args.quiz, 'quiz'), session: idArg(args.session, 'session') };
      return (await listAudits(ctx.db, viewer, filter)) as unknown as AuditRow[];
    },
  }),
  audit: t.field({
    type: Audit,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx, 'audit.read');
      const id = toId(args.id);
      return id ? ((await findAudit(ctx.db, viewer, id)) as unknown as AuditRow | null) : null;
    },
  }),
}));
