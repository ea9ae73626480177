import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { russian } from '../../db/collation';
import { media, users } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
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

const select = (db: Db, keyText: SQL<string | null> = sql`null`) =>
  db
    .select({
      keyText,
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

export const mediaCount = (db: Db, f: MediaFilter) => (cap: number) =>
  countRows(db, db.select({ one: sql`1` }).from(media).where(where(f)).limit(cap));

/** The sorts of the media list, each on an index (migration 0007_lists). */
export const MEDIA_SORTS: Record<'title' | 'createdAt' | 'id', SortKey<MediaRecord> | null> = {
  title: { sql: russian(media.title), kind: 'text', of: (m) => m.title },
  createdAt: { sql: media.createdAt, kind: 'date', of: (m) => m.createdAt },
  id: null,
};

export const mediaPage =
  (db: Db, f: MediaFilter): FetchPage<MediaRecord> =>
  async ({ where: keyset, orderBy, limit, keyText }) =>
    (
      await select(db, keyText)
        .where(and(where(f), keyset))
        .orderBy(...orderBy)
        .limit(limit)
    ).map(toRecord);

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
