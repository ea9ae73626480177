import { Params, pick, run, type Sql } from './sql';

/**
 * Brands and formats at production volume, beside the demo catalog: a few hundred brands across
 * the demo segments, and their formats with EAN-13 SKUs (Kazakhstan's GS1 prefix 487) and
 * titles like "Altyn Select Blue Compact".
 */

const words = (text: string) => text.split(' ');
/** Brand names are a stem and a line ("Baiterek Reserve"); a number follows past stems × lines. */
export const BRAND_STEMS = words(
  'Altyn Aspan Baiterek Nomad Steppe Tengri Saryarka Alatau Khan Sultan Orda Caspian Meridian Orion ' +
    'Vega Atlas Corsa Riviera Monarch Regent Clipper Sterling Ashford Windsor Camden Belmont Harbor ' +
    'Lexington Marlow Preston Rockwell Sheffield Tremont Vantage Wexford Yarrow Zenith Aurora Baltic Carlton',
);
export const BRAND_LINES = [
  '',
  ...words('Classic Premier Select Royal Original Reserve Prime Signature Heritage'),
];
export const FORMAT_VARIANTS = words('Red Blue Silver Gold White Black Menthol Fresh Amber Purple Ice Green');
export const FORMAT_SIZES = ['King Size', 'Compact', 'Slims', 'Superslims', 'Nano', 'Demi', '100s', 'Click'];
/** Shares: brands BAT owns and brands deleted; formats deleted, shown to external apps, with a price. */
export const BAT_BRAND_SHARE = 0.3;
export const DELETED_BRAND_SHARE = 0.03;
export const DELETED_FORMAT_SHARE = 0.02;
export const EXTERNAL_FORMAT_SHARE = 0.3;
export const PRICED_FORMAT_SHARE = 0.8;
/** Formats per brand: brand ranked floor(n · u^FORMAT_SKEW) (u uniform), a few big brands, many small. */
export const FORMAT_SKEW = 1.5;

/** The generated brands, numbered in bench_brands for the formats to be drawn from. */
export const insertBrands = async (sql: Sql, count: number) => {
  const p = new Params();
  const stems = p.add(BRAND_STEMS, 'text[]');
  const lines = p.add(BRAND_LINES, 'text[]');
  const total = p.add(count, 'int');
  const batShare = p.add(BAT_BRAND_SHARE, 'float8');
  const deletedShare = p.add(DELETED_BRAND_SHARE, 'float8');
  await run(sql, 'drop table if exists bench_brands');
  await run(sql, 'create temporary table bench_brands (k int, id int, title text)');
  const rows = await run(
    sql,
    `with segments as (select array_agg(id order by id) as ids from brand_segments),
    inserted as (
      insert into brands (title, segment_id, is_bat, is_deleted, created_at)
      select
        trim((${stems})[1 + (i - 1) % cardinality(${stems})] || ' '
          || (${lines})[1 + (i - 1) / cardinality(${stems}) % cardinality(${lines})]
          || case when i > cardinality(${stems}) * cardinality(${lines})
               then ' ' || (1 + (i - 1) / (cardinality(${stems}) * cardinality(${lines})))::text else '' end),
        ${pick('segments.ids', 'random()')},
        random() < ${batShare},
        random() < ${deletedShare},
        now() - random() * interval '730 days'
      from generate_series(1, ${total}) as i, segments
      returning id, title
    )
    insert into bench_brands select row_number() over (order by id), id, title from inserted`,
    p.values,
  );
  await run(sql, 'analyze bench_brands');
  return rows;
};

/**
 * The formats: brand, title from the brand's name, variant and size, a unique EAN-13 SKU with
 * its check digit, a few deleted, some shown to external apps under their title.
 */
export const insertFormats = async (sql: Sql, count: number) => {
  const p = new Params();
  const total = p.add(count, 'int');
  const variants = p.add(FORMAT_VARIANTS, 'text[]');
  const sizes = p.add(FORMAT_SIZES, 'text[]');
  const skew = p.add(FORMAT_SKEW, 'float8');
  const deletedShare = p.add(DELETED_FORMAT_SHARE, 'float8');
  const externalShare = p.add(EXTERNAL_FORMAT_SHARE, 'float8');
  return run(
    sql,
    `insert into formats (title, brand_id, sku, external_visibility, external_title, is_deleted, created_at)
    select f.title, f.brand_id, f.code || check_digit, f.external, case when f.external then f.title end,
      random() < ${deletedShare}, f.created_at
    from (
      select i, b.id as brand_id,
        b.title || ' ' || ${pick(variants, 'random()')} || ' ' || ${pick(sizes, 'random()')} as title,
        '487' || lpad(i::text, 9, '0') as code,
        random() < ${externalShare} as external,
        now() - random() * interval '730 days' as created_at
      from (
        select i, 1 + floor((select count(*) from bench_brands) * power(random(), ${skew}))::int as k
        from generate_series(1, ${total}) as i
      ) drawn
      join bench_brands b on b.k = drawn.k
    ) f
    cross join lateral (
      select (10 - sum(substr(f.code, d, 1)::int * (case when d % 2 = 0 then 3 else 1 end)) % 10) % 10
        as check_digit
      from generate_series(1, 12) as d
    ) ean
    order by f.created_at`,
    p.values,
  );
};

/** A minimal retail price (600 to 1,600 tenge) for most generated formats. */
export const insertFormatPrices = async (sql: Sql) => {
  const p = new Params();
  const share = p.add(PRICED_FORMAT_SHARE, 'float8');
  return run(
    sql,
    `insert into format_minimal_prices (format_id, price)
    select f.id, 10 * (60 + floor(random() * 101))
    from formats f join bench_brands b on b.id = f.brand_id
    where random() < ${share}`,
    p.values,
  );
};
