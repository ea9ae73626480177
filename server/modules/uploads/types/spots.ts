import { UPLOAD_MESSAGES as M, type UploadField } from '../../../../domain/uploadRules';
import {
  changed,
  columnsOf,
  coordinatorOf,
  decimal,
  key,
  lastPerKey,
  lookup,
  people,
  text,
  type UploadTypeDef,
} from './common';

/** Part 1 §9: an uploaded spot's title is cut to 100 characters. */
export const SPOT_TITLE_MAX = 100;

const SPOT_UPDATES: [UploadField, string][] = [
  ['title', 'title'],
  ['address', 'address'],
  ['city', 'city_id'],
  ['legalName', 'legal_name'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['coordinator', 'coordinator_id'],
];

/**
 * SPOTS (part 2 §3 "Spot"): natural key `customerNumber` among the spots not removed (not unique
 * in the table, so: update the live spots with that number, insert the numbers none has). A
 * coordinator's spots are their own; a number held by someone else is an error of that row.
 */
export const spotsType: UploadTypeDef = {
  columns: columnsOf('SPOTS'),
  stage: [
    { name: 'title', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'customer_number', type: 'text' },
    { name: 'city_id', type: 'integer' },
    { name: 'legal_name', type: 'text' },
    { name: 'latitude', type: 'double precision' },
    { name: 'longitude', type: 'double precision' },
    { name: 'coordinator_id', type: 'integer' },
  ],
  prepare: async (pool, uploader) => {
    const [cities, coordinators, keptRows] = await Promise.all([
      // By title, an active city winning over an inactive one of the same title.
      lookup<{ k: string; id: number; active: boolean }>(
        pool,
        'select title as k, id, is_active as active from cities order by is_active, id desc',
      ),
      people(pool, 'COORDINATOR'),
      // The live spots naming a city no longer active or a coordinator no longer live: a file may
      // name them again for those spots (a list's export uploads again unchanged), not for others.
      lookup<{ k: string; city_id: number | null; coordinator_id: number | null }>(
        pool,
        `select p.customer_number as k, p.city_id, p.coordinator_id from spots p
           left join cities c on c.id = p.city_id left join users u on u.id = p.coordinator_id
         where p.removed_at is null and p.customer_number is not null
           and (not c.is_active or not (u.is_active and not u.is_fired))`,
      ),
    ]);
    const others =
      uploader.role === 'COORDINATOR'
        ? new Set(
            (
              await pool.query<{ n: string }>(
                `select distinct customer_number as n from spots where removed_at is null
                   and customer_number is not null and coordinator_id is distinct from $1`,
                [uploader.id],
              )
            ).rows.map((r) => r.n),
          )
        : new Set<string>();
    return (cell, fail) => {
      let ok = true;
      const bad = (field: UploadField, message: string) => () => {
        ok = false;
        fail(field, message);
      };
      const title = cell('title').slice(0, SPOT_TITLE_MAX);
      if (!title) bad('title', M.required)();
      const number = cell('customerNumber');
      if (!number) bad('customerNumber', M.required)();
      else if (others.has(number)) bad('customerNumber', M.othersRow)();
      const kept = number ? keptRows.get(key(number)) : undefined;
      let cityId: number | null = null;
      if (!cell('city')) bad('city', M.required)();
      else {
        const city = cities.get(key(cell('city')));
        cityId = city && (city.active || city.id === kept?.city_id) ? city.id : null;
        if (cityId == null) bad('city', M.city)();
      }
      const coordinatorId = coordinatorOf(
        uploader,
        coordinators,
        cell,
        (f, m) => bad(f, m)(),
        kept && { coordinator: kept.coordinator_id, consultant: null },
      );
      const staged = [
        title || null,
        text(cell('address'), 500, bad('address', M.tooLong)),
        text(number, 64, bad('customerNumber', M.tooLong)),
        cityId == null ? null : String(cityId),
        text(cell('legalName'), 255, bad('legalName', M.tooLong)),
        decimal(cell('latitude'), -90, 90, bad('latitude', M.latitude)),
        decimal(cell('longitude'), -180, 180, bad('longitude', M.longitude)),
        coordinatorId == null ? null : String(coordinatorId),
      ];
      return ok ? staged : null;
    };
  },
  apply: async (client, { uploader, present }) => {
    await client.query(
      `create temp table spot_rows on commit drop as select * from ${lastPerKey('customer_number')} x`,
    );
    const own = uploader.role === 'COORDINATOR' ? `and p.coordinator_id = ${Number(uploader.id)}` : '';
    const keeper = uploader.role === 'COORDINATOR' ? new Set([...present, 'coordinator']) : present;
    const used = SPOT_UPDATES.filter(([field]) => keeper.has(field)).map(([, column]) => column);
    const set = used.map((column) => `${column} = s.${column}`).join(', ');
    // A spot the file repeats as it is stays untouched (and is not counted as updated).
    const updated = await client.query(
      `update spots p set ${set} from spot_rows s
       where p.customer_number = s.customer_number and p.removed_at is null ${own}
         and ${changed(used, 'p', 's')}`,
    );
    const inserted = await client.query(
      `insert into spots (title, address, customer_number, city_id, legal_name, latitude, longitude, coordinator_id)
       select s.title, s.address, s.customer_number, s.city_id, s.legal_name, s.latitude, s.longitude, s.coordinator_id
       from spot_rows s where not exists (
         select 1 from spots p where p.customer_number = s.customer_number and p.removed_at is null)`,
    );
    return { inserted: inserted.rowCount ?? 0, updated: updated.rowCount ?? 0 };
  },
};
