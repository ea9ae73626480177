import { sql } from 'drizzle-orm';
import { AUDIT_MESSAGES } from '../../../domain/validation/audit';
import type { Db } from '../../db';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../users/queries';
import { auditScope } from './queries';

interface AnswerInput {
  question: number;
  answer: string;
  comment: string | null;
  photos: number[];
}

/**
 * POST /audit/results (issue 26 point 3): the answers of an audit, recorded once, by the one who
 * sent it (the auditor at the spot). Every main and final question answered; "not applicable"
 * only where the question allows it; each photo one the recorder uploaded and no answer uses yet
 * (any other is refused, so a photo of another scope never lands in a result). One transaction.
 */
export const recordResults = (db: Db, viewer: Viewer, auditId: number, answers: AnswerInput[]) =>
  db.transaction(async (tx) => {
    const { rows: found } = await tx.execute<{
      id: number;
      quiz_id: number;
      sender_id: number;
      answered: boolean;
    }>(sql`
      select a.id, a.quiz_id, a.sender_id, a.answered_at is not null as answered
      from audits a join users u on u.id = a.consultant_id
      where a.id = ${auditId} and ${auditScope(viewer)} for update of a`);
    const audit = found[0];
    if (!audit) throw notFound();
    if (audit.sender_id !== viewer.id) throw new ApiError(403, { detail: AUDIT_MESSAGES.onlySender });
    if (audit.answered) throw badRequest({ audit: [AUDIT_MESSAGES.alreadyAnswered] });
    const { rows: questions } = await tx.execute<{
      id: number;
      is_main: boolean;
      is_final: boolean;
      can_be_not_applicable: boolean;
    }>(sql`select id, is_main, is_final, can_be_not_applicable from audit_questions
      where quiz_id = ${audit.quiz_id} and is_active`);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    answers.forEach((a, i) => {
      const q = byId.get(a.question);
      if (!q || seen.has(a.question)) errors[`answers[${i}].question`] = [AUDIT_MESSAGES.unknownQuestion];
      else if (a.answer === 'NA' && !q.can_be_not_applicable)
        errors[`answers[${i}].answer`] = [AUDIT_MESSAGES.notApplicableRefused];
      seen.add(a.question);
    });
    const missing = questions.filter((q) => (q.is_main || q.is_final) && !seen.has(q.id));
    if (missing.length) errors.answers = [AUDIT_MESSAGES.answerRequired];
    const photoIds = answers.flatMap((a) => a.photos);
    if (new Set(photoIds).size !== photoIds.length) errors.answers = [AUDIT_MESSAGES.photoRefused];
    if (photoIds.length) {
      const { rows: usable } = await tx.execute<{ id: number }>(sql`
        select id from audit_photos where id = any(${`{${photoIds.join(',')}}`}::int[])
          and uploader_id = ${viewer.id} and answer_id is null for update`);
      const ok = new Set(usable.map((r) => r.id));
      answers.forEach((a, i) => {
        if (a.photos.some((p) => !ok.has(p))) errors[`answers[${i}].photos`] = [AUDIT_MESSAGES.photoRefused];
      });
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    for (const a of answers) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into audit_answers (audit_id, question_id, answer, comment)
        values (${auditId}, ${a.question}, ${a.answer}, ${a.comment}) returning id`);
      if (a.photos.length)
        await tx.execute(sql`update audit_photos set answer_id = ${rows[0].id}
          where id = any(${`{${a.photos.join(',')}}`}::int[])`);
    }
    await tx.execute(sql`update audits set answered_at = now() where id = ${auditId}`);
  });
