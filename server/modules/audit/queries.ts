import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Viewer } from '../users/queries';

export const AUDIT_TIME_ZONE = 'Asia/Almaty';

/**
 * The sessions an audit may be sent to (part 2 §6 "Audit sessions"): an auditor those of every
 * coordinator, anyone else those of the consultants they manage. A condition on `u`, the consultant.
 */
export const auditSessionScope = (viewer: Viewer): SQL =>
  viewer.role === 'AUDITOR' ? sql`true` : sql`u.manager_id = ${viewer.id}`;

/**
 * The audits a viewer reads: HQ and auditors every one; a coordinator those they sent and those
 * of their team. A condition on the audit `a` and its consultant `u`.
 */
export const auditScope = (viewer: Viewer): SQL =>
  viewer.role === 'HQ' || viewer.role === 'AUDITOR'
    ? sql`true`
    : sql`(a.sender_id = ${viewer.id} or u.manager_id = ${viewer.id})`;

const QUIZ = sql`id, title, is_active as "isActive"`;
const QUESTION = sql`id, title, quiz_id as quiz, is_active as "isActive", is_main as "isMain",
  is_final as "isFinal", can_be_not_applicable as "canBeNotApplicable", "order"`;

export type QuestionRow = {
  id: number;
  title: string;
  quiz: number;
  isActive: boolean;
  isMain: boolean;
  isFinal: boolean;
  canBeNotApplicable: boolean;
  order: number;
};

export const listQuizzes = async (db: Db) =>
  (
    await db.execute<{ id: number; title: string; isActive: boolean }>(
      sql`select ${QUIZ} from audit_quizzes order by id desc`,
    )
  ).rows;

export const findQuiz = async (db: Db, id: number) =>
  (
    await db.execute<{ id: number; title: string; isActive: boolean }>(
      sql`select ${QUIZ} from audit_quizzes where id = ${id}`,
    )
  ).rows[0] ?? null;

export const insertQuiz = async (db: Db, title: string, isActive: boolean) =>
  (
    await db.execute<{ id: number; title: string; isActive: boolean }>(
      sql`insert into audit_quizzes (title, is_active) values (${title}, ${isActive}) returning ${QUIZ}`,
    )
  ).rows[0];

export const updateQuiz = async (db: Db, id: number, title: string, isActive: boolean) =>
  (
    await db.execute<{ id: number; title: string; isActive: boolean }>(
      sql`update audit_quizzes set title = ${title}, is_active = ${isActive} where id = ${id} returning ${QUIZ}`,
    )
  ).rows[0] ?? null;

export const listQuestions = async (db: Db, quizId: number) =>
  (
    await db.execute<QuestionRow>(
      sql`select ${QUESTION} from audit_questions where quiz_id = ${quizId} order by "order", id`,
    )
  ).rows;

export const findQuestion = async (db: Db, id: number) =>
  (await db.execute<QuestionRow>(sql`select ${QUESTION} from audit_questions where id = ${id}`)).rows[0] ??
  null;

interface QuestionInput {
  title: string;
  quiz: number;
  is_active: boolean;
  is_main: boolean;
  is_final: boolean;
  can_be_not_applicable: boolean;
}

/** A new question goes last in its quiz. */
export const insertQuestion = async (db: Db, q: QuestionInput) =>
  (
    await db.execute<QuestionRow>(sql`
      insert into audit_questions (quiz_id, title, is_active, is_main, is_final, can_be_not_applicable, "order")
      select ${q.quiz}, ${q.title}, ${q.is_active}, ${q.is_main}, ${q.is_final}, ${q.can_be_not_applicable},
        coalesce(max("order"), 0) + 1 from audit_questions where quiz_id = ${q.quiz}
      returning ${QUESTION}`)
  ).rows[0];

/** Edits a question; moved to another quiz, it goes last there. */
export const updateQuestion = async (db: Db, id: number, q: QuestionInput) =>
  (
    await db.execute<QuestionRow>(sql`
      update audit_questions set title = ${q.title}, is_active = ${q.is_active}, is_main = ${q.is_main},
        is_final = ${q.is_final}, can_be_not_applicable = ${q.can_be_not_applicable},
        "order" = case when quiz_id = ${q.quiz} then "order"
          else (select coalesce(max("order"), 0) + 1 from audit_questions where quiz_id = ${q.quiz}) end,
        quiz_id = ${q.quiz}
      where id = ${id} returning ${QUESTION}`)
  ).rows[0] ?? null;

/** Exchanges two questions' order (both of one quiz, locked); answers the quiz's questions. */
export const swapQuestions = (db: Db, a: number, b: number) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; quiz_id: number; order: number }>(sql`
      select id, quiz_id, "order" from audit_questions where id in (${a}, ${b}) order by id for update`);
    if (rows.length !== 2 || rows[0].quiz_id !== rows[1].quiz_id) return null;
    await tx.execute(sql`
      update audit_questions q set "order" = case q.id when ${rows[0].id} then ${rows[1].order}::int
        else ${rows[0].order}::int end
      where q.id in (${a}, ${b})`);
    return (
      await tx.execute<QuestionRow>(sql`
      select ${QUESTION} from audit_questions where quiz_id = ${rows[0].quiz_id} order by "order", id`)
    ).rows;
  });

/** A day's sessions in the viewer's audit scope (the day from its start to its end), with their audits. */
export const daySessions = async (db: Db, viewer: Viewer, day: string) =>
  (
    await db.execute(sql`
      select s.id, s.status, to_char(s.planned_start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "plannedStart",
        to_char(s.planned_end_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "plannedEnd",
        json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) as consultant,
        case when sp.id is null then null else json_build_object('id', sp.id, 'title', sp.title) end as spot,
        coalesce((select json_agg(json_build_object('id', a.id, 'quiz', a.quiz_id, 'answered', a.answered_at is not null) order by a.id)
          from audits a where a.session_id = s.id), '[]') as audits
      from sessions s join users u on u.id = s.consultant_id left join spots sp on sp.id = s.spot_id
      where s.status <> 'DELETED'
        and s.planned_start_time >= (${day}::date::timestamp at time zone ${AUDIT_TIME_ZONE})
        and s.planned_start_time < ((${day}::date + 1)::timestamp at time zone ${AUDIT_TIME_ZONE})
        and ${auditSessionScope(viewer)}
      order by s.planned_start_time, s.id
      limit 500`)
  ).rows;

/** Of the session ids, those in the viewer's audit scope, with their consultants. */
export const scopedSessions = async (db: Db, viewer: Viewer, ids: number[]) =>
  (
    await db.execute<{ id: number; consultant_id: number }>(sql`
      select s.id, s.consultant_id from sessions s join users u on u.id = s.consultant_id
      where s.id = any(${`{${ids.join(',')}}`}::int[]) and s.status <> 'DELETED' and ${auditSessionScope(viewer)}`)
  ).rows;

/** Sends a quiz to sessions: one audit per session (a session already sent this quiz keeps its own). */
export const sendAudits = async (
  db: Db,
  senderId: number,
  quizId: number,
  sessions: { id: number; consultant_id: number }[],
) =>
  (
    await db.execute<{ id: number }>(sql`
      insert into audits (quiz_id, session_id, consultant_id, sender_id)
      select ${quizId}, s.id, s.consultant_id, ${senderId}
      from json_to_recordset(${JSON.stringify(sessions)}::json) as s(id int, consultant_id int)
      on conflict (quiz_id, session_id) do nothing
      returning id`)
  ).rows.map((r) => r.id);

const AUDIT_ROW = sql`a.id, a.quiz_id as quiz, q.title as "quizTitle", a.session_id as session,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "sentAt",
  to_char(a.answered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "answeredAt",
  json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) as consultant,
  json_build_object('id', se.id, 'firstName', se.first_name, 'lastName', se.last_name) as sender,
  case when sp.id is null then null else json_build_object('id', sp.id, 'title', sp.title) end as spot`;
const AUDIT_FROM = sql`audits a join audit_quizzes q on q.id = a.quiz_id join users u on u.id = a.consultant_id
  join users se on se.id = a.sender_id join sessions s on s.id = a.session_id left join spots sp on sp.id = s.spot_id`;

/** The audits in scope, newest first; of one quiz or session when asked. */
export const listAudits = async (
  db: Db,
  viewer: Viewer,
  f: { quiz?: number | null; session?: number | null },
) =>
  (
    await db.execute(sql`
      select ${AUDIT_ROW} from ${AUDIT_FROM}
      where ${auditScope(viewer)}
        ${f.quiz ? sql`and a.quiz_id = ${f.quiz}` : sql``}
        ${f.session ? sql`and a.session_id = ${f.session}` : sql``}
      order by a.id desc limit 200`)
  ).rows;

export const findAudit = async (db: Db, viewer: Viewer, id: number) =>
  (
    await db.execute<{
      id: number;
      quiz: number;
      session: number;
      answeredAt: string | null;
      sender: { id: number };
    }>(sql`
      select ${AUDIT_ROW} from ${AUDIT_FROM} where a.id = ${id} and ${auditScope(viewer)}`)
  ).rows[0] ?? null;

/** An audit's answers with their photos' ids. */
export const auditAnswers = async (db: Db, auditId: number) =>
  (
    await db.execute(sql`
      select x.question_id as question, x.answer, x.comment,
        coalesce((select json_agg(p.id order by p.id) from audit_photos p where p.answer_id = x.id), '[]') as photos
      from audit_answers x where x.audit_id = ${auditId} order by x.id`)
  ).rows;

export const insertAuditPhoto = async (
  db: Db,
  uploaderId: number,
  stored: string,
  mime: string,
  size: number,
) =>
  (
    await db.execute<{ id: number }>(sql`
      insert into audit_photos (uploader_id, stored, mime, size) values (${uploaderId}, ${stored}, ${mime}, ${size})
      returning id`)
  ).rows[0].id;

/** An audit photo the viewer may see: their own upload, or one of an answer of an audit in scope. */
export const scopedAuditPhoto = async (db: Db, viewer: Viewer, id: number) =>
  (
    await db.execute<{ stored: string; mime: string }>(sql`
      select p.stored, p.mime from audit_photos p
      where p.id = ${id} and (p.uploader_id = ${viewer.id} or exists (
        select 1 from audit_answers x join audits a on a.id = x.audit_id join users u on u.id = a.consultant_id
        where x.id = p.answer_id and ${auditScope(viewer)}))`)
  ).rows[0] ?? null;

/** The audit report's rows: one per answer of the quiz's audits answered within the days, in scope. */
export const auditReportQuery = (viewer: Viewer, quiz: number, dateFrom: string, dateTo: string): SQL => sql`
  select a.id, to_char(a.answered_at at time zone ${AUDIT_TIME_ZONE}, 'YYYY-MM-DD HH24:MI'),
    u.last_name || ' ' || u.first_name, se.last_name || ' ' || se.first_name, ci.title, sp.title, a.session_id,
    qu."order", qu.title,
    case x.answer when 'YES' then 'Да' when 'NO' then 'Нет' else 'Неприменимо' end,
    case when qu.is_main then 'Да' else '' end, case when qu.is_final then 'Да' else '' end,
    x.comment, (select count(*)::int from audit_photos p where p.answer_id = x.id)
  from audits a
  join audit_answers x on x.audit_id = a.id
  join audit_questions qu on qu.id = x.question_id
  join users u on u.id = a.consultant_id
  join users se on se.id = a.sender_id
  join sessions s on s.id = a.session_id
  left join spots sp on sp.id = s.spot_id
  left join cities ci on ci.id = coalesce(s.city_id, sp.city_id)
  where a.quiz_id = ${quiz} and a.answered_at is not null
    and a.answered_at >= (${dateFrom}::date::timestamp at time zone ${AUDIT_TIME_ZONE})
    and a.answered_at < ((${dateTo}::date + 1)::timestamp at time zone ${AUDIT_TIME_ZONE})
    and ${auditScope(viewer)}
  order by a.answered_at, a.id, qu."order"`;

export const AUDIT_REPORT_COLUMNS = [
  { header: 'Аудит', width: 8 },
  { header: 'Дата', width: 18 },
  { header: 'Консультант', width: 28 },
  { header: 'Аудитор', width: 28 },
  { header: 'Город', width: 16 },
  { header: 'Точка', width: 30 },
  { header: 'Сессия', width: 10 },
  { header: '№', width: 5 },
  { header: 'Вопрос', width: 50 },
  { header: 'Ответ', width: 14 },
  { header: 'Главный', width: 9 },
  { header: 'Итоговый', width: 9 },
  { header: 'Комментарий', width: 40 },
  { header: 'Фото', width: 6 },
];
