import { sql } from 'drizzle-orm';
import type { ActivityInput } from '../../../domain/validation/activities';
import { type Gender, genderFromApi, genderToApi } from '../../../domain/validation/activities';
import { type ScreenInput, screenSettings } from '../../../domain/validation/activityScreens';
import type { Db } from '../../db';
import {
  activityActions,
  activityFormats,
  activityKpis,
  focusProductConditions,
  focusProducts,
  mechanics,
  screens,
} from '../../db/schema';

/** An open transaction, as the writes share it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const one = async <T>(db: Db | Tx, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as unknown as T[];

/** The activity's own columns under their form names (the GraphQL and editor shape). */
const ACTIVITY_COLUMNS = sql`a.id, a.title, a.description, a.status, a.start_date as "startDate",
  a.stop_date as "stopDate", a.type, a.is_horeca as "isHoreca",
  a.contact_count_per_hour as "contactCountPerHour", a.effective_contacts_per_hour as "effectiveContactsPerHour",
  a.total_contact as "totalContact", a.consultant_plan as "consultantPlan",
  a.total_effective_contacts as "totalEffectiveContacts", a.hour_plan as "hourPlan",
  a.show_extra_stats as "showExtraStats", a.show_fast_sale_button as "showFastSaleButton",
  a.show_swap_button as "showSwapButton", a.show_return_exchange_button as "showReturnExchangeButton",
  a.show_price_request_on_start as "showPriceRequestOnStart", a.sales_consultant as "salesConsultant",
  a.is_enable_audio_control as "isEnableAudioControl", a.is_enable_interview as "isEnableInterview",
  a.is_enable_ewallet as "isEnableEwallet", a.is_enable_registrations_limit as "isEnableRegistrationsLimit",
  a.registrations_limit_count as "registrationsLimitCount",
  a.registrations_limit_period as "registrationsLimitPeriod", a.customer_type as "customerType",
  a.updated_at as "updatedAt",
  (select json_build_object('id', m.id, 'title', m.title, 'zipFile', m.file_name) from media m where m.id = a.main_media_id) as "mainMedia",
  (select json_build_object('id', d.id, 'type', d.type, 'title', d.title) from departments d where d.id = a.department_id) as "department",
  (select json_build_object('id', k.id, 'title', k.title) from interview_kits k where k.id = a.interview_kit_id) as "interviewKit",
  coalesce((select json_agg(json_build_object('id', f.id, 'title', f.title, 'sku', f.sku) order by f.title)
    from activity_formats af join formats f on f.id = af.format_id where af.activity_id = a.id), '[]') as formats,
  coalesce((select json_agg(json_build_object('id', x.id, 'title', x.title) order by x.title)
    from activity_actions aa join actions x on x.id = aa.action_id where aa.activity_id = a.id), '[]') as actions,
  coalesce((select json_agg(json_build_object('id', k.id, 'title', k.title, 'planMin', k.plan_min,
    'planMax', k.plan_max, 'order', k.position, 'apkId', k.apk_id) order by k.position)
    from activity_kpis k where k.activity_id = a.id), '[]') as kpis`;

export interface Ref {
  id: number;
  title: string;
}
export interface FullActivity extends Record<string, unknown> {
  id: number;
  title: string;
  status: string;
  startDate: Date | null;
  stopDate: Date | null;
  formats: (Ref & { sku: string })[];
  actions: Ref[];
  kpis: {
    id: number;
    title: string;
    planMin: number | null;
    planMax: number | null;
    order: number;
    apkId: string | null;
  }[];
  focusProducts: FocusProductRow[];
}
export interface FocusProductRow {
  id: number;
  title: string;
  reportTitle: string | null;
  format: Ref | null;
  program: Ref | null;
  subSource: string | null;
  brandFormatComesFromExternalEvent: boolean;
  isEnableDeviceNumberCheck: boolean;
  scratchCard: Ref | null;
  conditions: { id: number; gender: string; formats: number[] }[];
  mechanics: { id: number; title: string; screens: Record<string, unknown>[] }[];
}

/** One activity with everything "Activity (full)" holds; null when there is none. */
export const readActivity = async (db: Db | Tx, id: number): Promise<FullActivity | null> => {
  const [activity] = await one<FullActivity>(
    db,
    sql`select ${ACTIVITY_COLUMNS} from activities a where a.id = ${id}`,
  );
  if (!activity) return null;
  // Raw statements answer timestamps as text: the form and the history compare instants.
  const toDate = (v: unknown) => (v == null ? null : new Date(v as string));
  activity.startDate = toDate(activity.startDate);
  activity.stopDate = toDate(activity.stopDate);
  activity.updatedAt = toDate(activity.updatedAt);
  const products = await one<FocusProductRow & { position: number }>(
    db,
    sql`select p.id, p.title, p.report_title as "reportTitle", p.sub_source as "subSource",
      p.brand_format_comes_from_external_event as "brandFormatComesFromExternalEvent",
      p.is_enable_device_number_check as "isEnableDeviceNumberCheck",
      (select json_build_object('id', f.id, 'title', f.title, 'sku', f.sku) from formats f where f.id = p.format_id) as format,
      (select json_build_object('id', g.id, 'title', g.title) from programs g where g.id = p.program_id) as program,
      (select json_build_object('id', c.id, 'title', c.title) from scratch_cards c where c.id = p.scratch_card_id) as "scratchCard",
      coalesce((select json_agg(json_build_object('id', c.id, 'gender', c.gender, 'formats', c.format_ids) order by c.position)
        from focus_product_conditions c where c.focus_product_id = p.id), '[]') as conditions,
      coalesce((select json_agg(json_build_object('id', m.id, 'title', m.title, 'screens',
        coalesce((select json_agg(jsonb_build_object('id', s.id, 'type', s.type, 'index', s.position) || s.settings order by s.position)
          from screens s where s.mechanic_id = m.id), '[]')) order by m.position)
        from mechanics m where m.focus_product_id = p.id), '[]') as mechanics
    from focus_products p where p.activity_id = ${id} order by p.position`,
  );
  activity.focusProducts = products.map(({ position: _position, ...p }) => ({
    ...p,
    conditions: p.conditions.map((c) => ({ ...c, gender: genderFromApi(c.gender) })),
  }));
  return activity;
};

/** The stored activity as the editor's form holds it (references by id): what a save is compared with. */
export const formOf = (a: FullActivity): Record<string, unknown> => {
  const idOf = (ref: unknown) => (ref as Ref | null)?.id ?? null;
  return {
    ...Object.fromEntries(
      Object.entries(a).filter(([k]) => !['id', 'status', 'updatedAt', 'focusProducts'].includes(k)),
    ),
    mainMedia: idOf(a.mainMedia),
    department: idOf(a.department),
    interviewKit: idOf(a.interviewKit),
    formats: a.formats.map((f) => f.id),
    actions: a.actions.map((x) => x.id),
    kpis: a.kpis.map(({ order: _order, ...k }) => k),
    focusProducts: a.focusProducts.map((p) => ({
      ...p,
      format: idOf(p.format),
      program: idOf(p.program),
      scratchCard: idOf(p.scratchCard),
      conditions: p.conditions.map(({ id: _id, ...c }) => c),
      mechanics: p.mechanics.map((m) => ({
        ...m,
        screens: m.screens.map(({ index: _index, ...s }) => s),
      })),
    })),
  };
};

/** The ids of an activity's stored children: a saved row keeps its id only if it was this activity's. */
const ownIds = async (tx: Tx, activityId: number) => {
  const rows = await one<{ kind: string; id: number }>(
    tx,
    sql`select 'kpi' as kind, id from activity_kpis where activity_id = ${activityId}
      union all select 'product', id from focus_products where activity_id = ${activityId}
      union all select 'mechanic', m.id from mechanics m join focus_products p on p.id = m.focus_product_id
        where p.activity_id = ${activityId}
      union all select 'screen', s.id from screens s join mechanics m on m.id = s.mechanic_id
        join focus_products p on p.id = m.focus_product_id where p.activity_id = ${activityId}`,
  );
  const sets: Record<string, Set<number>> = {
    kpi: new Set(),
    product: new Set(),
    mechanic: new Set(),
    screen: new Set(),
  };
  for (const { kind, id } of rows) sets[kind].add(Number(id));
  return sets;
};

/**
 * Writes an activity's children from the form (one transaction, the caller's): the rows are
 * replaced, each keeping its id when it was this activity's, so that a saved focus product,
 * mechanic or screen is the same record after every save.
 */
export const writeChildren = async (tx: Tx, activityId: number, input: ActivityInput) => {
  const own = await ownIds(tx, activityId);
  const keep = (set: Set<number>, id: number | null | undefined) =>
    id != null && set.has(id) ? id : undefined;
  await tx.execute(sql`delete from activity_kpis where activity_id = ${activityId}`);
  await tx.execute(sql`delete from focus_products where activity_id = ${activityId}`);
  await tx.execute(sql`delete from activity_formats where activity_id = ${activityId}`);
  await tx.execute(sql`delete from activity_actions where activity_id = ${activityId}`);
  // One statement a table; a row without an id of this activity's takes the sequence's next (drizzle
  // writes DEFAULT for an undefined id). The ids come back in the rows' order.
  const formatIds = [...new Set(input.formats)];
  if (formatIds.length)
    await tx.insert(activityFormats).values(formatIds.map((formatId) => ({ activityId, formatId })));
  const actionIds = [...new Set(input.actions)];
  if (actionIds.length)
    await tx.insert(activityActions).values(actionIds.map((actionId) => ({ activityId, actionId })));
  if (input.kpis.length)
    await tx.insert(activityKpis).values(
      input.kpis.map((k, position) => ({
        id: keep(own.kpi, k.id),
        activityId,
        position,
        title: k.title,
        planMin: k.planMin,
        planMax: k.planMax,
        apkId: k.apkId,
      })),
    );
  if (!input.focusProducts.length) return;
  const products = await tx
    .insert(focusProducts)
    .values(
      input.focusProducts.map((p, position) => ({
        id: keep(own.product, p.id),
        activityId,
        position,
        title: p.title,
        reportTitle: p.reportTitle,
        formatId: p.format,
        programId: p.program,
        subSource: p.subSource,
        brandFormatComesFromExternalEvent: p.brandFormatComesFromExternalEvent,
        isEnableDeviceNumberCheck: p.isEnableDeviceNumberCheck,
        scratchCardId: p.scratchCard,
      })),
    )
    .returning({ id: focusProducts.id });
  const conditions = input.focusProducts.flatMap((p, i) =>
    p.conditions.map((c, position) => ({
      focusProductId: products[i].id,
      position,
      gender: genderToApi(c.gender as Gender),
      formatIds: [...new Set(c.formats)],
    })),
  );
  if (conditions.length) await tx.insert(focusProductConditions).values(conditions);
  const mechanicInputs = input.focusProducts.flatMap((p, i) =>
    p.mechanics.map((m, position) => ({
      row: { id: keep(own.mechanic, m.id), focusProductId: products[i].id, position, title: m.title },
      screens: m.screens,
    })),
  );
  if (!mechanicInputs.length) return;
  const saved = await tx
    .insert(mechanics)
    .values(mechanicInputs.map((m) => m.row))
    .returning({ id: mechanics.id });
  const screenRows = mechanicInputs.flatMap((m, i) =>
    m.screens.map((s, position) => ({
      id: keep(own.screen, s.id),
      mechanicId: saved[i].id,
      position,
      type: s.type,
      settings: screenSettings(s as ScreenInput),
    })),
  );
  if (screenRows.length) await tx.insert(screens).values(screenRows);
};
