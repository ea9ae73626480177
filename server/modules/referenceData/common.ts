import { type AnyColumn, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { builder, toId } from '../../graphql/builder';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/validate';

/** Pieces shared by the reference-data modules (disclaimers, media, interview kits, ...). */

export const WRITE = { config: { access: 'content.write' as const } };
export const READ = { config: { access: 'content.read' as const } };

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const contains = (column: AnyColumn, text: string | null | undefined): SQL | undefined =>
  text ? ilike(column, containsPattern(text)) : undefined;

export const ids = (raw: readonly (string | number)[] | null | undefined) =>
  raw ? raw.map(toId).filter((id): id is number => id !== null) : null;

/** The live (not deleted) record a path id names, or 404. */
export const liveRecord = async <T extends { isDeleted: boolean }>(
  raw: unknown,
  find: (id: number) => Promise<T | null>,
): Promise<T> => {
  const id = parseId(raw);
  const record = id ? await find(id) : null;
  if (!record || record.isDeleted) throw notFound();
  return record;
};

export interface AuthorRecord {
  id: number;
  firstName: string;
  lastName: string;
}

/** Who created or last saved a reference record. */
export const ContentAuthor = builder.objectRef<AuthorRecord>('ContentAuthor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

/** A left-joined user as an author, or null. */
export const authorOf = (
  u: { id: number | null; firstName: string | null; lastName: string | null } | null,
): AuthorRecord | null =>
  !u || u.id === null ? null : { id: u.id, firstName: u.firstName ?? '', lastName: u.lastName ?? '' };
