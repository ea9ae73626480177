import { eq, sql } from 'drizzle-orm';
import { activitySchema } from '../../../domain/validation/activities';
import { writeChildren } from '../../modules/activities/store';
import type { Db } from '..';
import { actions, activities } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const idOf = async (tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)).rows[0] as { id: number } | undefined)?.id ?? null;

/**
 * The demo activities' content (issue 13): plan figures, KPIs, an action and a focus product
 * with a mechanic of a few screens, on the demo reference data, written as the editor saves it.
 */
export const seedActivityContent = async (tx: Tx) => {
  const format = await idOf(tx, sql`select id from formats where not is_deleted order by id limit 1`);
  const media = await idOf(tx, sql`select id from media where not is_deleted order by id limit 1`);
  const disclaimer = await idOf(tx, sql`select id from disclaimers where not is_deleted order by id limit 1`);
  const kit = await idOf(tx, sql`select id from interview_kits where not is_deleted order by id limit 1`);
  const stick = await idOf(tx, sql`select id from sticks where not is_deleted order by id limit 1`);
  const [action] = await tx
    .insert(actions)
    .values({
      title: 'Стики в подарок при покупке',
      hasRegister: true,
      lists: stick
        ? { grantSticksList: { filterType: 'EVERY_IN_LIST', items: [{ id: stick, count: 2 }] } }
        : {},
    })
    .returning();
  const screens = [
    media ? { type: 'MEDIA', media, isCanSkip: true } : null,
    disclaimer ? { type: 'DISCLAIMER', disclaimer } : null,
    { type: 'REGISTRATION', isEmailMandatory: true, registrationField: 'PHONE', cardCodeType: 'SCRATCH' },
    kit ? { type: 'INTERVIEW', interviewKit: kit, isMakeEffective: true } : null,
  ].filter(Boolean);
  const demo = [
    { title: 'glo hyper: весенняя кампания', contacts: 12, effective: 4, product: 'glo hyper+' },
    { title: 'Дегустация в HoReCa', contacts: 8, effective: 3, product: 'Дегустационный набор' },
  ];
  for (const d of demo) {
    const [row] = await tx.select().from(activities).where(eq(activities.title, d.title));
    if (!row) continue;
    const input = activitySchema.cast({
      title: row.title,
      startDate: row.startDate,
      stopDate: row.stopDate,
      isHoreca: row.isHoreca,
      type: 'PROMO',
      description: `Демонстрационный проект «${row.title}».`,
      contactCountPerHour: d.contacts,
      effectiveContactsPerHour: d.effective,
      hourPlan: 4,
      consultantPlan: 10,
      totalContact: d.contacts * 400,
      totalEffectiveContacts: d.effective * 400,
      formats: format ? [format] : [],
      actions: [action.id],
      kpis: [
        {
          title: 'Контакты в час',
          planMin: d.contacts - 2,
          planMax: d.contacts + 2,
          apkId: 'contactPerHour',
        },
        { title: 'Регистрации', planMin: 100, planMax: 200, apkId: 'reg' },
      ],
      focusProducts: [
        {
          title: d.product,
          reportTitle: d.product,
          format,
          conditions: [{ gender: 'NO_MATTER', formats: [] }],
          mechanics: [{ title: 'Знакомство с продуктом', screens }],
        },
      ],
    });
    await tx
      .update(activities)
      .set({
        description: input.description,
        type: input.type,
        contactCountPerHour: input.contactCountPerHour,
        effectiveContactsPerHour: input.effectiveContactsPerHour,
        hourPlan: input.hourPlan,
        consultantPlan: input.consultantPlan,
        totalContact: input.totalContact,
        totalEffectiveContacts: input.totalEffectiveContacts,
      })
      .where(eq(activities.id, row.id));
    await writeChildren(tx, row.id, input);
  }
};
