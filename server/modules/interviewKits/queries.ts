import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { InterviewKitInput } from '../../../domain/validation/interviewKits';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { interviewAnswers, interviewKits, interviewQuestions } from '../../db/schema';
import { contains } from '../referenceData/common';

export interface InterviewAnswerRecord {
  id: number;
  text: string;
  value: number;
}
export interface InterviewQuestionRecord {
  id: number;
  text: string;
  isOpen: boolean;
  answers: InterviewAnswerRecord[];
}
export interface InterviewKitRecord {
  id: number;
  title: string;
  externalVisibility: boolean;
  externalTitle: string | null;
  isDeleted: boolean;
}
export type InterviewKitWithQuestions = InterviewKitRecord & { questions: InterviewQuestionRecord[] };

export interface InterviewKitFilter {
  titleContains?: string | null;
  idIn?: number[] | null;
}

const where = (f: InterviewKitFilter) =>
  and(
    eq(interviewKits.isDeleted, false),
    contains(interviewKits.title, f.titleContains),
    f.idIn ? inArray(interviewKits.id, f.idIn) : undefined,
  );

const columns = {
  id: interviewKits.id,
  title: interviewKits.title,
  externalVisibility: interviewKits.externalVisibility,
  externalTitle: interviewKits.externalTitle,
  isDeleted: interviewKits.isDeleted,
};

export const countInterviewKits = async (db: Db, f: InterviewKitFilter) =>
  (await db.select({ n: count() }).from(interviewKits).where(where(f)))[0].n;

export const listInterviewKits = (
  db: Db,
  f: InterviewKitFilter,
  order: { field: 'title' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
): Promise<InterviewKitRecord[]> => {
  const column = order.field === 'title' ? russian(interviewKits.title) : interviewKits.id;
  return db
    .select(columns)
    .from(interviewKits)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(interviewKits.id))
    .offset(page.offset)
    .limit(page.limit);
};

export const findInterviewKit = async (db: Db, id: number): Promise<InterviewKitRecord | null> =>
  (await db.select(columns).from(interviewKits).where(eq(interviewKits.id, id)))[0] ?? null;

/** The questions of several kits at once, in order, each with its answers in order. */
export const questionsOfKits = async (db: Db, kitIds: number[]) => {
  const byKit = new Map<number, InterviewQuestionRecord[]>(kitIds.map((id) => [id, []]));
  if (!kitIds.length) return byKit;
  const questions = await db
    .select()
    .from(interviewQuestions)
    .where(inArray(interviewQuestions.kitId, kitIds))
    .orderBy(asc(interviewQuestions.position), asc(interviewQuestions.id));
  const answers = questions.length
    ? await db
        .select()
        .from(interviewAnswers)
        .where(
          inArray(
            interviewAnswers.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(interviewAnswers.position), asc(interviewAnswers.id))
    : [];
  const byQuestion = new Map<number, InterviewAnswerRecord[]>(questions.map((q) => [q.id, []]));
  for (const a of answers) byQuestion.get(a.questionId)?.push({ id: a.id, text: a.text, value: a.value });
  for (const q of questions)
    byKit.get(q.kitId)?.push({ id: q.id, text: q.text, isOpen: q.isOpen, answers: byQuestion.get(q.id)! });
  return byKit;
};

export const findInterviewKitWithQuestions = async (
  db: Db,
  id: number,
): Promise<InterviewKitWithQuestions | null> => {
  const kit = await findInterviewKit(db, id);
  if (!kit) return null;
  return { ...kit, questions: (await questionsOfKits(db, [id])).get(id) ?? [] };
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const insertQuestions = async (tx: Tx, kitId: number, questions: InterviewKitInput['questions']) => {
  for (const [position, q] of questions.entries()) {
    const [{ id }] = await tx
      .insert(interviewQuestions)
      .values({ kitId, position, text: q.text, isOpen: q.isOpen })
      .returning({ id: interviewQuestions.id });
    const answers = q.isOpen ? [] : q.answers;
    if (answers.length)
      await tx
        .insert(interviewAnswers)
        .values(answers.map((a, i) => ({ questionId: id, position: i, text: a.text, value: a.value ?? i })));
  }
};

const kitValues = (input: InterviewKitInput) => ({
  title: input.title,
  externalVisibility: input.externalVisibility,
  externalTitle: input.externalTitle,
});

/** A kit with its questions and answers, all or nothing. */
export const createInterviewKit = (db: Db, input: InterviewKitInput) =>
  db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(interviewKits)
      .values(kitValues(input))
      .returning({ id: interviewKits.id });
    await insertQuestions(tx, id, input.questions);
    return id;
  });

/** Saving a kit replaces its questions and answers with the ones sent. */
export const replaceInterviewKit = (db: Db, id: number, input: InterviewKitInput) =>
  db.transaction(async (tx) => {
    await tx.update(interviewKits).set(kitValues(input)).where(eq(interviewKits.id, id));
    await tx.delete(interviewQuestions).where(eq(interviewQuestions.kitId, id));
    await insertQuestions(tx, id, input.questions);
  });

export const softDeleteInterviewKit = (db: Db, id: number) =>
  db.update(interviewKits).set({ isDeleted: true }).where(eq(interviewKits.id, id));
