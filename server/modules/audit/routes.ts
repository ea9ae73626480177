import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  AUDIT_MESSAGES,
  AUDIT_PHOTO_MAX_BYTES,
  auditQuestionSchema,
  auditQuizSchema,
  auditReportSchema,
  auditResultsSchema,
  auditSendSchema,
  auditSwapSchema,
} from '../../../domain/validation/audit';
import { imageTypeOf } from '../../../domain/validation/field';
import type { Db } from '../../db';
import { badRequest, isMalformedMultipart, notFound } from '../../http/errors';
import { refusedPhoto } from '../../http/photoParts';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import type { Storage } from '../../storage/files';
import { downloadName, type FileJobs, fileUrls } from '../photoCheck/files';
import { writeXlsxTo } from '../reports/writer';
import type { Viewer } from '../users/queries';
import {
  AUDIT_REPORT_COLUMNS,
  auditReportQuery,
  findQuestion,
  findQuiz,
  insertAuditPhoto,
  insertQuestion,
  insertQuiz,
  scopedAuditPhoto,
  scopedSessions,
  sendAudits,
  swapQuestions,
  updateQuestion,
  updateQuiz,
} from './queries';
import { recordResults } from './results';

const READ = { config: { access: 'audit.read' as const } };
const WRITE = { config: { access: 'audit.write' as const } };
type WithId = { Params: { id: string } };

const idOf = (raw: string) => {
  const id = parseId(raw);
  if (!id) throw notFound();
  return id;
};

/** The quiz a question names must exist (400 on `quiz` otherwise). */
const knownQuiz = async (db: Db, id: number) => {
  if (!(await findQuiz(db, id))) throw badRequest({ quiz: ['Опрос не найден'] });
};

/**
 * The audit (part 2 §7 "Audit", issue 26): quizzes and their questions (created active; swap to
 * reorder), the day's sessions to send a quiz to, sending, the audits and their answers with
 * photos, and the report as a file job: the writes of part 2 §7 "Audit" (the reads are GraphQL,
 * schema.ts), and the audit photos' files.
 */
const auditRoutes =
  ({ db, storage }: { db: Db; storage: Storage; files: FileJobs }) =>
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: AUDIT_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    const photos = storage.area('audits');

    const quizzesDoc = documented(WRITE, { body: auditQuizSchema, summary: 'Add a quiz' });
    app.post('/api/audit/quizzes/', quizzesDoc, async (request) => {
      const input = await validate(auditQuizSchema, request.body);
      return insertQuiz(db, input.title, input.is_active);
    });
    const putQuizzesDoc = documented(WRITE, { body: auditQuizSchema, summary: 'Replace a quiz' });
    app.put<WithId>('/api/audit/quizzes/:id/', putQuizzesDoc, async (request) => {
      const id = idOf(request.params.id);
      const input = await validate(auditQuizSchema, request.body);
      const quiz = await updateQuiz(db, id, input.title, input.is_active);
      if (!quiz) throw notFound();
      return quiz;
    });
    const questionsDoc = documented(WRITE, {
      body: auditQuestionSchema,
      summary: 'Add a question',
    });
    app.post('/api/audit/questions/', questionsDoc, async (request) => {
      const input = await validate(auditQuestionSchema, request.body);
      await knownQuiz(db, input.quiz);
      return insertQuestion(db, input);
    });
    const swapDoc = documented(WRITE, {
      body: auditSwapSchema,
      summary: "Swap two questions' places",
    });
    app.put('/api/audit/questions/swap/', swapDoc, async (request) => {
      const { questions } = await validate(auditSwapSchema, request.body);
      const swapped = await swapQuestions(db, questions[0], questions[1]);
      if (!swapped) throw badRequest({ questions: [AUDIT_MESSAGES.twoQuestions] });
      return swapped;
    });
    const putQuestionsDoc = documented(WRITE, {
      body: auditQuestionSchema,
      summary: 'Replace a question',
    });
    app.put<WithId>('/api/audit/questions/:id/', putQuestionsDoc, async (request) => {
      const id = idOf(request.params.id);
      if (!(await findQuestion(db, id))) throw notFound();
      const input = await validate(auditQuestionSchema, request.body);
      await knownQuiz(db, input.quiz);
      return updateQuestion(db, id, input);
    });

    const sendDoc = documented(WRITE, {
      body: auditSendSchema,
      summary: 'Send a quiz to sessions',
    });
    app.post('/api/audit/send/', sendDoc, async (request) => {
      const input = await validate(auditSendSchema, request.body);
      await knownQuiz(db, input.quiz);
      const ids = [...new Set(input.sessions)];
      const sessions = await scopedSessions(db, request.viewer!, ids);
      if (sessions.length !== ids.length) throw badRequest({ sessions: [AUDIT_MESSAGES.sessionOutOfScope] });
      const created = await sendAudits(db, request.viewer!.id, input.quiz, sessions);
      return { sent: created.length, audits: created };
    });

    const photosDoc = documented(WRITE, {
      consumes: ['multipart/form-data'],
      files: ['photo'],
      description: 'Form data: the file `photo`, a JPEG or PNG.',
      summary: 'Upload an audit photo',
    });
    app.post('/api/audit/photos/', photosDoc, async (request) => {
      if (!request.isMultipart()) throw refusedPhoto(AUDIT_MESSAGES.photoRequired);
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'photo' || bytes) {
            part.file.resume();
            continue;
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusedPhoto(AUDIT_MESSAGES.photoTooLarge);
        if (code.startsWith('FST_') || isMalformedMultipart(error))
          throw refusedPhoto(AUDIT_MESSAGES.photoRequired);
        throw error;
      }
      if (!bytes?.length) throw refusedPhoto(AUDIT_MESSAGES.photoRequired);
      const mime = imageTypeOf(bytes.subarray(0, 8));
      if (!mime) throw refusedPhoto(AUDIT_MESSAGES.photoNotImage);
      const stored = await photos.put(mime === 'image/png' ? '.png' : '.jpg', Readable.from([bytes]));
      return { id: await insertAuditPhoto(db, request.viewer!.id, stored.name, mime, stored.size) };
    });
    const getPhotosDoc = documented(READ, { summary: 'An audit photo' });
    app.get<WithId>('/api/audit/photos/:id/', getPhotosDoc, async (request, reply) => {
      const photo = await scopedAuditPhoto(db, request.viewer!, idOf(request.params.id));
      const file = photo ? await photos.read(photo.stored) : null;
      if (!photo || !file) throw notFound();
      return reply
        .type(photo.mime === 'image/png' ? 'image/png' : 'image/jpeg')
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    });

    const resultsDoc = documented(WRITE, {
      body: auditResultsSchema,
      summary: "Record an audit's answers",
    });
    app.post('/api/audit/results/', resultsDoc, async (request) => {
      const input = await validate(auditResultsSchema, request.body);
      await recordResults(
        db,
        request.viewer!,
        input.audit,
        input.answers.map((a) => ({ ...a, comment: a.comment ?? null, photos: a.photos ?? [] })),
      );
      return { id: input.audit };
    });
  };

const viewerOf = async (db: Db, userId: number): Promise<Viewer> => {
  const { rows } = await db.execute<{ role: Viewer['role'] }>(
    sql`select role from users where id = ${userId}`,
  );
  return { id: userId, role: rows[0]?.role } as Viewer;
};

/** The audit's routes, and its report as a kind of the photo check's file jobs. */
export const registerAudit = async (
  app: FastifyInstance,
  { db, files, storage, pool }: { db: Db; files: FileJobs; storage: Storage; pool: pg.Pool },
) => {
  files.kinds.set('auditReport', {
    extension: '.xlsx',
    filename: (row) =>
      downloadName(`audit_${row.params.quiz}_${row.params.date_from}_${row.params.date_to}.xlsx`),
    write: async (row, out, lease) => {
      const p = row.params as { quiz: number; date_from: string; date_to: string };
      return writeXlsxTo(
        pool,
        {
          sheet: 'Аудит',
          columns: AUDIT_REPORT_COLUMNS,
          query: auditReportQuery(await viewerOf(db, row.userId), p.quiz, p.date_from, p.date_to),
        },
        out,
        lease.checkpoint,
      );
    },
  });
  await app.register(auditRoutes({ db, storage, files }));
  await app.register(async (scope: FastifyInstance) => {
    const reportDoc = documented(READ, {
      body: auditReportSchema,
      summary: 'Build the audit report (a file job)',
    });
    scope.post('/api/audit/report/', reportDoc, async (request) => {
      const input = await validate(auditReportSchema, request.body);
      await knownQuiz(db, input.quiz);
      const id = await files.enqueue('auditReport', request.viewer!.id, input);
      return { id, ...fileUrls(id, null) };
    });
  });
};
