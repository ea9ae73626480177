import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DisclaimerInput } from '../../../domain/validation/disclaimers';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { disclaimers, users } from '../../db/schema';
import { type AuthorRecord, authorOf, contains } from '../referenceData/common';

export interface DisclaimerRecord {
  id: number;
  title: string;
  displayName: string;
  buttonTitle: string;
  content: string;
  enabled: boolean;
  isDeleted: boolean;
  user: AuthorRecord | null;
  updatedAt: Date;
}

export interface DisclaimerFilter {
  enabled?: boolean | null;
  titleContains?: string | null;
  idIn?: number[] | null;
}

/** Deleted disclaimers are never listed nor offered as choices. */
const where = (f: DisclaimerFilter) =>
  and(
    eq(disclaimers.isDeleted, false),
    f.enabled != null ? eq(disclaimers.enabled, f.enabled) : undefined,
    contains(disclaimers.title, f.titleContains),
    f.idIn ? inArray(disclaimers.id, f.idIn) : undefined,
  );

const select = (db: Db) =>
  db
    .select({
      id: disclaimers.id,
      title: disclaimers.title,
      displayName: disclaimers.displayName,
      buttonTitle: disclaimers.buttonTitle,
      content: disclaimers.content,
      enabled: disclaimers.enabled,
      isDeleted: disclaimers.isDeleted,
      updatedAt: disclaimers.updatedAt,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(disclaimers)
    .leftJoin(users, eq(users.id, disclaimers.userId));

const toRecord = ({ author, ...row }: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]) => ({
  ...row,
  user: authorOf(author),
});

export const countDisclaimers = async (db: Db, f: DisclaimerFilter) =>
  (await db.select({ n: count() }).from(disclaimers).where(where(f)))[0].n;

export const listDisclaimers = async (
  db: Db,
  f: DisclaimerFilter,
  order: { field: 'title' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
): Promise<DisclaimerRecord[]> => {
  const column = order.field === 'title' ? russian(disclaimers.title) : disclaimers.id;
  const rows = await select(db)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(disclaimers.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toRecord);
};

export const findDisclaimer = async (db: Db, id: number): Promise<DisclaimerRecord | null> => {
  const [row] = await select(db).where(eq(disclaimers.id, id));
  return row ? toRecord(row) : null;
};

export const createDisclaimer = async (db: Db, input: DisclaimerInput, userId: number) => {
  const [{ id }] = await db
    .insert(disclaimers)
    .values({ ...input, userId })
    .returning({ id: disclaimers.id });
  return id;
};

export const updateDisclaimer = (db: Db, id: number, input: DisclaimerInput, userId: number) =>
  db
    .update(disclaimers)
    .set({ ...input, userId, updatedAt: new Date() })
    .where(eq(disclaimers.id, id));

export const softDeleteDisclaimer = (db: Db, id: number) =>
  db.update(disclaimers).set({ isDeleted: true }).where(eq(disclaimers.id, id));
