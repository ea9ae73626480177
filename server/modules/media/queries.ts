import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { media, users } from '../../db/schema';
import { type AuthorRecord, authorOf, contains } from '../referenceData/common';

export interface MediaRecord {
  id: number;
  title: string;
  fileName: string | null;
  originalName: string | null;
  fileSize: number | null;
  entryCount: number | null;
  link: string | null;
  isDeleted: boolean;
  createdAt: Date;
  user: AuthorRecord | null;
}

export interface MediaFilter {
  titleContains?: string | null;
  idIn?: number[] | null;
}

const where = (f: MediaFilter) =>
  and(
    eq(media.isDeleted, false),
    contains(media.title, f.titleContains),
    f.idIn ? inArray(media.id, f.idIn) : undefined,
  );

const select = (db: Db) =>
  db
    .select({
      id: media.id,
      title: media.title,
      fileName: media.fileName,
      originalName: media.originalName,
      fileSize: media.fileSize,
      entryCount: media.entryCount,
      link: media.link,
      isDeleted: media.isDeleted,
      createdAt: media.createdAt,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(media)
    .leftJoin(users, eq(users.id, media.userId));

const toRecord = ({ author, ...row }: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]) => ({
  ...row,
  user: authorOf(author),
});

export const countMedia = async (db: Db, f: MediaFilter) =>
  (await db.select({ n: count() }).from(media).where(where(f)))[0].n;

export const listMedia = async (
  db: Db,
  f: MediaFilter,
  order: { field: 'title' | 'createdAt' | 'id'; descending: boolean },
  page: { offset: number; limit: number },
): Promise<MediaRecord[]> => {
  const column =
    order.field === 'title' ? russian(media.title) : order.field === 'createdAt' ? media.createdAt : media.id;
  const rows = await select(db)
    .where(where(f))
    .orderBy(order.descending ? desc(column) : asc(column), asc(media.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(toRecord);
};

export const findMedia = async (db: Db, id: number): Promise<MediaRecord | null> => {
  const [row] = await select(db).where(eq(media.id, id));
  return row ? toRecord(row) : null;
};

export interface NewMedia {
  title: string;
  userId: number;
  link?: string;
  file?: { fileName: string; originalName: string | null; fileSize: number; entryCount: number };
}

export const createMedia = async (db: Db, m: NewMedia) =>
  (
    await db
      .insert(media)
      .values({ title: m.title, userId: m.userId, link: m.link ?? null, ...(m.file ?? {}) })
      .returning({ id: media.id })
  )[0].id;

export const renameMedia = (db: Db, id: number, title: string) =>
  db.update(media).set({ title }).where(eq(media.id, id));

export const softDeleteMedia = (db: Db, id: number) =>
  db.update(media).set({ isDeleted: true }).where(eq(media.id, id));
