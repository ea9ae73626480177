import { sql } from 'drizzle-orm';
import { auditQuestions, auditQuizzes } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { Tx } from './util';

type Flags = { main?: boolean; final?: boolean; na?: boolean };

const QUIZZES: { title: string; questions: [string, Flags][] }[] = [
  {
    title: 'Внешний вид консультанта',
    questions: [
      ['Форма чистая и выглаженная?', { main: true }],
      ['Бейдж на виду?', {}],
      ['Консультант приветствует покупателей?', { final: true }],
    ],
  },
  {
    title: 'Стандарты точки продаж',
    questions: [
      ['Консультант на месте в начале смены?', { main: true }],
      ['Стенд чистый и стоит на своём месте?', {}],
      ['Планшет заряжен и работает?', { na: true }],
      ['Выкладка продукции по планограмме?', { na: true }],
      ['Точка соответствует стандартам в целом?', { final: true }],
    ],
  },
];

/**
 * The audit's demo (issue 26): two quizzes with their questions; the newer (the audit page opens on
 * it) sent by the auditor to a session of today (to record) and answered for an earlier one (to view).
 */
export const seedAudit = async (tx: Tx) => {
  const quizIds: number[] = [];
  for (const quiz of QUIZZES) {
    const [row] = await tx
      .insert(auditQuizzes)
      .values({ title: quiz.title })
      .returning({ id: auditQuizzes.id });
    quizIds.push(row.id);
    await tx.insert(auditQuestions).values(
      quiz.questions.map(([title, f], i) => ({
        quizId: row.id,
        title,
        isMain: !!f.main,
        isFinal: !!f.final,
        canBeNotApplicable: !!f.na,
        order: i + 1,
      })),
    );
  }
  // Today's first session of the demo team, and the latest completed one before today.
  const sent = await tx.execute<{ id: number }>(sql`
    insert into audits (quiz_id, session_id, consultant_id, sender_id, answered_at)
    select ${quizIds[1]}, s.id, s.consultant_id, (select id from users where email = ${DEMO_ACCOUNTS.AUDITOR}),
      case when pick.answered then s.planned_start_time + interval '1 hour' end
    from (
      (select s.id, false as answered from sessions s join users m on m.id = (select manager_id from users where id = s.consultant_id)
        where m.email = ${DEMO_ACCOUNTS.COORDINATOR} and s.status <> 'DELETED'
          and s.planned_start_time::date = current_date order by s.planned_start_time limit 1)
      union all
      (select s.id, true from sessions s join users m on m.id = (select manager_id from users where id = s.consultant_id)
        where m.email = ${DEMO_ACCOUNTS.COORDINATOR} and s.status = 'COMPLETED'
          and s.planned_start_time::date < current_date order by s.planned_start_time desc limit 1)
    ) pick join sessions s on s.id = pick.id
    returning id, answered_at is not null as answered`);
  const answered = (sent.rows as { id: number; answered: boolean }[]).find((r) => r.answered);
  if (answered)
    await tx.execute(sql`
      insert into audit_answers (audit_id, question_id, answer, comment)
      select ${answered.id}, q.id, case when q.can_be_not_applicable and q."order" = 3 then 'NA'
        when q."order" = 2 then 'NO' else 'YES' end,
        case when q."order" = 2 then 'Стенд сдвинут к кассе' end
      from audit_questions q where q.quiz_id = ${quizIds[1]}`);
};
