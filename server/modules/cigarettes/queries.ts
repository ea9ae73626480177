import { and, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { cigarettes } from '../../db/schema';
import { countRows } from '../../graphql/count';
import type { FetchPage, SortKey } from '../../graphql/keyset';
import { contains } from '../referenceData/common';

export interface CigaretteRecord {
  id: number;
  brandTitle: string;
  formatTitle: string;
  sku: string;
  brandIsBat: boolean;
}

export interface CigaretteFilter {
  search?: string | null;
  brandIsBat?: boolean | null;
  idIn?: number[] | null;
}

/** The search finds a format by its brand, its own title or its SKU. */
const where = (f: CigaretteFilter) =>
  and(
    f.search
      ? or(
          contains(cigarettes.brandTitle, f.search),
          contains(cigarettes.formatTitle, f.search),
          contains(cigarettes.sku, f.search),
        )
      : undefined,
    f.brandIsBat == null ? undefined : sql`${cigarettes.brandIsBat} = ${f.brandIsBat}`,
    f.idIn ? inArray(cigarettes.id, f.idIn) : undefined,
  );

/** By brand (the index cigarettes_brand_idx), or by id. */
export const CIGARETTE_SORTS: Record<string, SortKey<CigaretteRecord> | null> = {
  brandTitle: { sql: cigarettes.brandTitle, kind: 'text', of: (c) => c.brandTitle },
  id: null,
};

export const cigarettePage =
  (db: Db, f: CigaretteFilter): FetchPage<CigaretteRecord> =>
  ({ where: keyset, orderBy, limit }) =>
    db
      .select({
        id: cigarettes.id,
        brandTitle: cigarettes.brandTitle,
        formatTitle: cigarettes.formatTitle,
        sku: cigarettes.sku,
        brandIsBat: cigarettes.brandIsBat,
      })
      .from(cigarettes)
      .where(and(where(f), keyset))
      .orderBy(...orderBy)
      .limit(limit);

export const cigaretteCount = (db: Db, f: CigaretteFilter) => (cap: number) =>
  countRows(db, db.select({ one: sql`1` }).from(cigarettes).where(where(f)).limit(cap));
