import type pg from 'pg';
import { UPLOAD_MESSAGES as M, type UploadField } from '../../../../domain/uploadRules';
import {
  type ApplyContext,
  columnsOf,
  consultantOf,
  coordinatorOf,
  type Kept,
  key,
  lookup,
  people,
  type RowChecker,
  type StageColumn,
  text,
  type Uploader,
  type UploadTypeDef,
  updates,
  upsertOnce,
} from './common';

const keeperStage: StageColumn[] = [
  { name: 'inventory_number', type: 'text' },
  { name: 'agency_id', type: 'integer' },
  { name: 'coordinator_id', type: 'integer' },
  { name: 'consultant_id', type: 'integer' },
];

/** An item already there: who keeps it (and a stand's spot with its customer number). */
interface Current extends Kept {
  spot_id?: number | null;
  spot_number?: string | null;
}

type Extra = (
  cell: Parameters<RowChecker>[0],
  bad: (field: UploadField, message: string) => () => void,
  current: Current | undefined,
) => (string | null)[];

/**
 * The shared rules: agency by title, coordinator by e-mail (a coordinator uploading is it, and
 * touches only items of their own), the consultant one of that coordinator's team. What an item
 * already names is accepted as it is (a fired consultant still holding a tablet), so that the
 * list's export uploads again unchanged.
 */
const keeperChecker = async (
  pool: pg.Pool,
  uploader: Uploader,
  table: 'tablets' | 'stands',
  extra: Extra,
): Promise<RowChecker> => {
  const [agencies, coordinators, consultants, items] = await Promise.all([
    lookup<{ k: string; id: number }>(pool, 'select title as k, id from agencies'),
    people(pool, 'COORDINATOR'),
    people(pool, 'CONSULTANT'),
    pool.query<Current & { n: string }>(
      table === 'stands'
        ? `select t.inventory_number as n, t.coordinator_id as coordinator, t.consultant_id as consultant,
             t.spot_id, p.customer_number as spot_number from stands t left join spots p on p.id = t.spot_id`
        : 'select inventory_number as n, coordinator_id as coordinator, consultant_id as consultant from tablets',
    ),
  ]);
  const current = new Map(items.rows.map((r) => [r.n, r]));
  // A coordinator touches only the items they keep.
  const others =
    uploader.role === 'COORDINATOR'
      ? new Set(items.rows.filter((r) => r.coordinator !== uploader.id).map((r) => r.n))
      : new Set<string>();
  return (cell, fail) => {
    let ok = true;
    const bad = (field: UploadField, message: string) => () => {
      ok = false;
      fail(field, message);
    };
    const number = cell('inventoryNumber');
    if (!number) bad('inventoryNumber', M.required)();
    else if (others.has(number)) bad('inventoryNumber', M.othersRow)();
    const kept = number ? current.get(number) : undefined;
    let agencyId: number | null = null;
    if (cell('agency')) {
      agencyId = agencies.get(key(cell('agency')))?.id ?? null;
      if (agencyId == null) bad('agency', M.agency)();
    }
    const coordinatorId = coordinatorOf(uploader, coordinators, cell, (f, m) => bad(f, m)(), kept);
    const consultantId = consultantOf(coordinatorId, consultants, cell, (f, m) => bad(f, m)(), kept);
    const staged = [
      text(number, 64, bad('inventoryNumber', M.tooLong)),
      agencyId == null ? null : String(agencyId),
      coordinatorId == null ? null : String(coordinatorId),
      consultantId == null ? null : String(consultantId),
      ...extra(cell, bad, kept),
    ];
    return ok ? staged : null;
  };
};

const keeperUpdates: [UploadField, string][] = [
  ['agency', 'agency_id'],
  ['coordinator', 'coordinator_id'],
  ['consultant', 'consultant_id'],
];

/** A coordinator's upsert never takes over an item of someone else (checked again here, in SQL). */
const ownOnly = ({ uploader }: ApplyContext, table: string) =>
  uploader.role === 'COORDINATOR' ? `and ${table}.coordinator_id = ${Number(uploader.id)}` : '';

/** The coordinator column of a coordinator's upload is always them, even when the file lacks it. */
const withKeeper = (context: ApplyContext): ReadonlySet<UploadField> =>
  context.uploader.role === 'COORDINATOR' ? new Set([...context.present, 'coordinator']) : context.present;

/** EQUIPMENT_TABLETS (part 2 §3 "Tablet"): natural key `inventoryNumber`; a new model is created. */
export const tabletsType: UploadTypeDef = {
  columns: columnsOf('EQUIPMENT_TABLETS'),
  stage: [...keeperStage, { name: 'model', type: 'text' }, { name: 'serial_number', type: 'text' }],
  prepare: (pool, uploader) =>
    keeperChecker(pool, uploader, 'tablets', (cell, bad) => [
      text(cell('model'), 255, bad('model', M.tooLong)),
      text(cell('serialNumber'), 64, bad('serialNumber', M.tooLong)),
    ]),
  apply: async (client, context) => {
    if (context.present.has('model'))
      await client.query(
        `insert into tablet_models (name) select distinct model from stage where model is not null
         on conflict (name) do nothing`,
      );
    const set = updates(
      withKeeper(context),
      [...keeperUpdates, ['model', 'tablet_model_id'], ['serialNumber', 'serial_number']],
      'tablets',
    );
    return upsertOnce(
      client,
      (source) => `insert into tablets (inventory_number, agency_id, coordinator_id, consultant_id,
          tablet_model_id, serial_number, upload_id)
        select s.inventory_number, s.agency_id, s.coordinator_id, s.consultant_id, m.id, s.serial_number, $1
        from ${source} s left join tablet_models m on m.name = s.model
        on conflict (inventory_number) do update set ${set} ${ownOnly(context, 'tablets')}
        returning (xmax = 0) as inserted`,
      'inventory_number',
      [context.uploadId],
    );
  },
};

/** EQUIPMENT_STANDS (part 2 §3 "Stand"): natural key `inventoryNumber`; the spot by customer number. */
export const standsType: UploadTypeDef = {
  columns: columnsOf('EQUIPMENT_STANDS'),
  stage: [...keeperStage, { name: 'stand_model', type: 'text' }, { name: 'spot_id', type: 'integer' }],
  prepare: async (pool, uploader) => {
    // The live spots a row may name: a coordinator's own, or any for HQ.
    const spots = await lookup<{ k: string; id: number }>(
      pool,
      `select distinct on (customer_number) customer_number as k, id from spots
       where removed_at is null and customer_number is not null
         and ($1::int is null or coordinator_id = $1) order by customer_number, id`,
      [uploader.role === 'COORDINATOR' ? uploader.id : null],
    );
    return keeperChecker(pool, uploader, 'stands', (cell, bad, current) => {
      const number = cell('spot');
      // The stand's own spot when the file names its customer number (even a spot removed since,
      // or one whose number a newer spot took); else a live spot the uploader may name.
      const own =
        number && current?.spot_id != null && key(current.spot_number ?? '') === key(number)
          ? current.spot_id
          : null;
      const spotId = own ?? (number ? (spots.get(key(number))?.id ?? null) : null);
      if (number && spotId == null) bad('spot', M.spot)();
      return [text(cell('model'), 255, bad('model', M.tooLong)), spotId == null ? null : String(spotId)];
    });
  },
  apply: (client, context) =>
    upsertOnce(
      client,
      (source) => `insert into stands (inventory_number, agency_id, coordinator_id, consultant_id,
          stand_model, spot_id, upload_id)
        select s.inventory_number, s.agency_id, s.coordinator_id, s.consultant_id, s.stand_model, s.spot_id, $1
        from ${source} s
        on conflict (inventory_number) do update set ${updates(
          withKeeper(context),
          [...keeperUpdates, ['model', 'stand_model'], ['spot', 'spot_id']],
          'stands',
        )} ${ownOnly(context, 'stands')}
        returning (xmax = 0) as inserted`,
      'inventory_number',
      [context.uploadId],
    ),
};
