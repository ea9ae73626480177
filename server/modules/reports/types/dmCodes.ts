import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { ReportFilters } from '../queries';
import type { ReportSheet } from '../writer';

/**
 * dm_codes_report: the data-matrix codes that arrived in the period (arrival_date from date_start
 * to date_end, both included), in upload order. With activities chosen: only the codes whose
 * programs are the programs of those activities' focus products (focus_products.program_id).
 * Codes carry no place, so regions, agencies and cities do not narrow this report.
 */
export const dmCodesReport = (filters: ReportFilters, timeZone: string): ReportSheet => {
  const activities = filters.activities
    ? sql`and d.program_ids && coalesce((select array_agg(distinct fp.program_id) from focus_products fp
        where fp.activity_id = any(${intArray(filters.activities)}) and fp.program_id is not null), '{}')`
    : sql``;
  return {
    sheet: 'Коды DataMatrix',
    columns: [
      { header: 'Номер', width: 40 },
      { header: 'Активен', width: 10 },
      { header: 'Дата поступления', width: 18 },
      { header: 'SKU', width: 16 },
      { header: 'Категория SKU', width: 24 },
      { header: 'Номер заказа', width: 18 },
      { header: 'Дата использования', width: 20 },
      { header: 'История программ', width: 30 },
      { header: 'Программы', width: 24 },
    ],
    query: sql`
      select d.number, case when d.active then 'да' else 'нет' end, to_char(d.arrival_date, 'YYYY-MM-DD'),
        d.sku, c.name, d.used_order_id, to_char(d.used_date at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI'),
        d.program_history,
        case when cardinality(d.program_ids) > 0 then (select string_agg(split_part(p.program_id, ':', 1), ', ' order by p.id)
          from programs p where p.id = any(d.program_ids)) end
      from dm_codes d left join sku_categories c on c.id = d.sku_category_id
      where d.arrival_date between ${filters.dateStart}::date and ${filters.dateEnd}::date ${activities}
      order by d.id`,
  };
};
