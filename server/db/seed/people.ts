import { users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { Places } from './places';
import { at, type Tx } from './util';

/** HQ and regional staff, both agencies' staff, coordinators with their teams, new and fired consultants. */
export const seedPeople = async (tx: Tx, passwordHash: string, places: Places) => {
  const { south, center, southKz, almaty, astana, shymkent, promo, vector } = places;
  type Person = Omit<typeof users.$inferInsert, 'passwordHash'>;
  const addUser = async (person: Person) =>
    (
      await tx
        .insert(users)
        .values({ verifiedByAgency: true, startWorkTime: at(-200, 9), ...person, passwordHash })
        .returning()
    )[0];

  await addUser({
    email: DEMO_ACCOUNTS.HQ,
    role: 'HQ',
    lastName: 'Ахметова',
    firstName: 'Айгерим',
    midName: 'Маратовна',
  });
  await addUser({
    email: DEMO_ACCOUNTS.MANAGER_BU,
    role: 'MANAGER_BU',
    lastName: 'Сериков',
    firstName: 'Данияр',
    midName: 'Канатович',
    regionId: south.id,
    cityId: almaty.id,
  });
  await addUser({
    email: DEMO_ACCOUNTS.AUDITOR,
    role: 'AUDITOR',
    lastName: 'Петров',
    firstName: 'Игорь',
    midName: 'Сергеевич',
    cityId: almaty.id,
  });
  await addUser({
    email: DEMO_ACCOUNTS.HELPDESK,
    role: 'HELPDESK',
    lastName: 'Смирнова',
    firstName: 'Ольга',
    midName: 'Викторовна',
  });
  await addUser({
    email: DEMO_ACCOUNTS.AGENCY_HR,
    role: 'AGENCY_HR',
    lastName: 'Ким',
    firstName: 'Елена',
    midName: 'Александровна',
    agencyId: promo.id,
    regionId: south.id,
    cityId: almaty.id,
  });
  const manager = await addUser({
    email: DEMO_ACCOUNTS.AGENCY_MANAGER,
    role: 'AGENCY_MANAGER',
    lastName: 'Жумабеков',
    firstName: 'Ерлан',
    midName: 'Болатович',
    agencyId: promo.id,
    regionId: south.id,
    cityId: almaty.id,
  });
  await addUser({
    email: 'hr.vector@demo.kz',
    role: 'AGENCY_HR',
    lastName: 'Омарова',
    firstName: 'Динара',
    midName: 'Ерлановна',
    agencyId: vector.id,
    regionId: center.id,
    cityId: astana.id,
  });
  const manager2 = await addUser({
    email: 'agency.vector@demo.kz',
    role: 'AGENCY_MANAGER',
    lastName: 'Исмаилов',
    firstName: 'Тимур',
    midName: 'Рустемович',
    agencyId: vector.id,
    regionId: center.id,
    cityId: astana.id,
  });

  const inAlmaty = { agencyId: promo.id, regionId: south.id, cityId: almaty.id };
  const inAstana = { agencyId: vector.id, regionId: center.id, cityId: astana.id };
  const coordinator = await addUser({
    email: DEMO_ACCOUNTS.COORDINATOR,
    role: 'COORDINATOR',
    lastName: 'Нурланова',
    firstName: 'Асель',
    midName: 'Нурлановна',
    managerId: manager.id,
    ...inAlmaty,
  });
  const coordinator2 = await addUser({
    email: 'coordinator.astana@demo.kz',
    role: 'COORDINATOR',
    lastName: 'Бекова',
    firstName: 'Сауле',
    midName: 'Маратовна',
    managerId: manager2.id,
    ...inAstana,
  });
  const coordinator3 = await addUser({
    email: 'coordinator.shymkent@demo.kz',
    role: 'COORDINATOR',
    lastName: 'Абдуллаев',
    firstName: 'Рустам',
    midName: 'Ильясович',
    managerId: manager.id,
    agencyId: promo.id,
    regionId: southKz.id,
    cityId: shymkent.id,
  });

  const consultant = await addUser({
    email: DEMO_ACCOUNTS.CONSULTANT,
    role: 'CONSULTANT',
    lastName: 'Садыков',
    firstName: 'Арман',
    midName: 'Ерикович',
    managerId: coordinator.id,
    phone: '+7 701 111 22 33',
    ...inAlmaty,
  });
  const team = [
    consultant,
    await addUser({
      email: 'm.ivanova@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Иванова',
      firstName: 'Мария',
      midName: 'Павловна',
      managerId: coordinator.id,
      ...inAlmaty,
    }),
    await addUser({
      email: 'd.tulegenova@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Тулегенова',
      firstName: 'Дана',
      midName: 'Асхатовна',
      managerId: coordinator.id,
      ...inAlmaty,
    }),
    await addUser({
      email: 'a.kuznetsov@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Кузнецов',
      firstName: 'Алексей',
      midName: 'Игоревич',
      managerId: coordinator2.id,
      ...inAstana,
    }),
    await addUser({
      email: 'zh.amanova@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Аманова',
      firstName: 'Жанар',
      midName: 'Сериковна',
      managerId: coordinator2.id,
      ...inAstana,
    }),
    await addUser({
      email: 'b.saparov@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Сапаров',
      firstName: 'Бауыржан',
      midName: 'Ержанович',
      managerId: coordinator3.id,
      agencyId: promo.id,
      regionId: southKz.id,
      cityId: shymkent.id,
    }),
  ];
  // Staff the agency has not approved yet, and one dismissed.
  await addUser({
    email: 'k.ospanova@demo.kz',
    role: 'CONSULTANT',
    lastName: 'Оспанова',
    firstName: 'Камила',
    midName: 'Даулетовна',
    managerId: coordinator.id,
    verifiedByAgency: null,
    startWorkTime: null,
    ...inAlmaty,
  });
  await addUser({
    email: 'n.belov@demo.kz',
    role: 'CONSULTANT',
    lastName: 'Белов',
    firstName: 'Никита',
    midName: 'Андреевич',
    verifiedByAgency: null,
    startWorkTime: null,
    ...inAlmaty,
  });
  await addUser({
    email: 'e.li@demo.kz',
    role: 'CONSULTANT',
    lastName: 'Ли',
    firstName: 'Евгений',
    midName: 'Викторович',
    managerId: coordinator.id,
    verifiedByAgency: false,
    isFired: true,
    firedReason: 'Собственное желание',
    firedTime: at(-30, 18),
    ...inAlmaty,
  });
  return { coordinator, coordinator2, coordinator3, manager, manager2, consultant, team };
};

export type People = Awaited<ReturnType<typeof seedPeople>>;
