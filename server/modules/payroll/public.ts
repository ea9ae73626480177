import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { CalculationSummary } from './calculate';

/**
 * What the public Calculation page shows of one finished calculation (part 1 §2; issue 25 point
 * 5): its type, period and summary, read-only. Null when it is not finished (or gone).
 */
export const publicCalculation = async (db: Db, id: number) => {
  const { rows } = await db.execute<{
    id: number;
    type: string;
    dateFrom: string;
    dateTo: string;
    summary: CalculationSummary | null;
  }>(sql`
    select id, type, to_char(date_from, 'YYYY-MM-DD') as "dateFrom", to_char(date_to, 'YYYY-MM-DD') as "dateTo", summary
    from calculation_tasks where id = ${id} and status = 'finished' and summary is not null`);
  const row = rows[0];
  if (!row?.summary) return null;
  const { title, people, figures, groups } = row.summary;
  return {
    id: Number(row.id),
    type: row.type,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    title,
    people,
    figures,
    groups: groups ?? [],
  };
};
