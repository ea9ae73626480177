import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { ComplimentKindInput } from '../../../domain/validation/compliments';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { containsPattern } from '../../db/like';
import { complimentKinds, complimentTypes } from '../../db/schema';
import { type Page, rowExists } from './common';

export interface ComplimentTypeRecord {
  id: number;
  title: string;
}
export interface ComplimentKindRecord {
  id: number;
  title: string;
  sap: string | null;
  recommendedPerHour: number;
  isDeleted: boolean;
  type: ComplimentTypeRecord;
}

export const countComplimentTypes = async (db: Db) =>
  (await db.select({ n: count() }).from(complimentTypes))[0].n;

export const listComplimentTypes = (db: Db, page: Page): Promise<ComplimentTypeRecord[]> =>
  db
    .select({ id: complimentTypes.id, title: complimentTypes.title })
    .from(complimentTypes)
    .orderBy(asc(russian(complimentTypes.title)), asc(complimentTypes.id))
    .offset(page.offset)
    .limit(page.limit);

export const complimentTypeExists = (db: Db, id: number) => rowExists(db, complimentTypes, id);

export interface ComplimentFilter {
  isDeleted?: boolean | null;
  titleContains?: string | null;
  typeIn?: number[] | null;
  idIn?: number[] | null;
}

const where = (f: ComplimentFilter) =>
  and(
    f.isDeleted != null ? eq(complimentKinds.isDeleted, f.isDeleted) : undefined,
    f.titleContains ? ilike(complimentKinds.title, containsPattern(f.titleContains)) : undefined,
    f.typeIn ? inArray(complimentKinds.typeId, f.typeIn) : undefined,
    f.idIn ? inArray(complimentKinds.id, f.idIn) : undefined,
  );

const select = (db: Db) =>
  db
    .select({
      id: complimentKinds.id,
      title: complimentKinds.title,
      sap: complimentKinds.sapCode,
      recommendedPerHour: complimentKinds.recommendedPerHour,
      isDeleted: complimentKinds.isDeleted,
      type: { id: complimentTypes.id, title: complimentTypes.title },
    })
    .from(complimentKinds)
    .innerJoin(complimentTypes, eq(complimentTypes.id, complimentKinds.typeId));

export const countCompliments = async (db: Db, f: ComplimentFilter) =>
  (await db.select({ n: count() }).from(complimentKinds).where(where(f)))[0].n;

export const listCompliments = (db: Db, f: ComplimentFilter, page: Page): Promise<ComplimentKindRecord[]> =>
  select(db)
    .where(where(f))
    .orderBy(
      asc(russian(complimentTypes.title)),
      asc(russian(complimentKinds.title)),
      asc(complimentKinds.id),
    )
    .offset(page.offset)
    .limit(page.limit);

export const findCompliment = async (db: Db, id: number): Promise<ComplimentKindRecord | null> =>
  (await select(db).where(eq(complimentKinds.id, id)))[0] ?? null;

const write = (input: ComplimentKindInput) => ({
  typeId: input.type,
  title: input.title,
  sapCode: input.sap,
  recommendedPerHour: input.recommendedPerHour,
});

export const createCompliment = async (db: Db, input: ComplimentKindInput) =>
  (await db.insert(complimentKinds).values(write(input)).returning({ id: complimentKinds.id }))[0].id;

export const updateCompliment = (db: Db, id: number, input: ComplimentKindInput) =>
  db.update(complimentKinds).set(write(input)).where(eq(complimentKinds.id, id));

export const softDeleteCompliment = (db: Db, id: number) =>
  db.update(complimentKinds).set({ isDeleted: true }).where(eq(complimentKinds.id, id));
