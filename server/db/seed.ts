import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import { hashPassword } from '../auth/passwords';
import type { Db } from './index';
import {
  activities,
  agencies,
  cities,
  deviceModels,
  devices,
  deviceTypes,
  regions,
  sessions,
  spots,
  users,
} from './schema';

export const DEMO_PASSWORD = 'DemoPassword2026';

/** The demo accounts the README lists, one per role. */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  HQ: 'hq@demo.kz',
  MANAGER_BU: 'bu@demo.kz',
  AGENCY_HR: 'hr@demo.kz',
  AGENCY_MANAGER: 'agency@demo.kz',
  COORDINATOR: 'coordinator@demo.kz',
  AUDITOR: 'auditor@demo.kz',
  HELPDESK: 'helpdesk@demo.kz',
  CONSULTANT: 'consultant@demo.kz',
};

const day = 24 * 3600 * 1000;
const at = (daysFromToday: number, hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return new Date(d.getTime() + daysFromToday * day);
};

/** Fills an empty database with a realistic demo data set; a database with users is left alone. */
export const seedDemoIfEmpty = async (db: Db) => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedDemo(db);
  return true;
};

export const seedDemo = (db: Db) =>
  db.transaction(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [south, center, southKz] = await tx
      .insert(regions)
      .values([{ title: 'Алматинский регион' }, { title: 'Центральный регион' }, { title: 'Южный регион' }])
      .returning();
    const [almaty, astana, shymkent] = await tx
      .insert(cities)
      .values([
        { title: 'Алматы', regionId: south.id },
        { title: 'Астана', regionId: center.id },
        { title: 'Шымкент', regionId: southKz.id },
        { title: 'Караганда', regionId: center.id, isActive: false },
      ])
      .returning();
    const hash = () => randomBytes(16).toString('hex');
    const [promo, vector] = await tx
      .insert(agencies)
      .values([
        {
          title: 'Промо Старт',
          phone: '+7 727 355 10 20',
          address: 'г. Алматы, пр. Абая, 52',
          email: 'office@promostart.kz',
          regionId: south.id,
          cityId: almaty.id,
          latitude: 43.2389,
          longitude: 76.8897,
          isRegOpened: true,
          registrationHash: hash(),
        },
        {
          title: 'Вектор Маркетинг',
          phone: '+7 7172 55 44 33',
          address: 'г. Астана, ул. Кунаева, 12',
          email: 'hr@vector-m.kz',
          regionId: center.id,
          cityId: astana.id,
          latitude: 51.1282,
          longitude: 71.4304,
          isRegOpened: false,
          registrationHash: hash(),
        },
      ])
      .returning();

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

    const spotRows = await tx
      .insert(spots)
      .values([
        {
          title: 'ТРЦ MEGA Alma-Ata',
          legalName: 'ТОО «Мега Алматы»',
          address: 'ул. Розыбакиева, 247А',
          customerNumber: '100245',
          cityId: almaty.id,
          latitude: 43.2016,
          longitude: 76.8921,
        },
        {
          title: 'Dostyk Plaza',
          legalName: 'ТОО «Достык Плаза»',
          address: 'пр. Достык, 111',
          customerNumber: '100311',
          cityId: almaty.id,
          latitude: 43.2331,
          longitude: 76.9568,
        },
        {
          title: 'Магазин «Арзан» на Абая',
          legalName: 'ИП Ахметов',
          address: 'пр. Абая, 150',
          customerNumber: '100412',
          cityId: almaty.id,
          latitude: 43.2402,
          longitude: 76.9051,
        },
        {
          title: 'ТРЦ Keruen',
          legalName: 'ТОО «Керуен Сити»',
          address: 'ул. Достык, 9',
          customerNumber: '200118',
          cityId: astana.id,
          latitude: 51.1284,
          longitude: 71.4265,
        },
        {
          title: 'ТРЦ Хан Шатыр',
          legalName: 'ТОО «Хан Шатыр»',
          address: 'пр. Туран, 37',
          customerNumber: '200207',
          cityId: astana.id,
          latitude: 51.1327,
          longitude: 71.4037,
        },
        {
          title: 'ТРЦ Shymkent Plaza',
          legalName: 'ТОО «Шымкент Плаза»',
          address: 'ул. Байтурсынова, 17',
          customerNumber: '300054',
          cityId: shymkent.id,
          latitude: 42.3174,
          longitude: 69.5901,
        },
      ])
      .returning();
    const [spring, solid] = await tx
      .insert(activities)
      .values([
        {
          title: 'glo hyper: весенняя кампания',
          status: 'ACTIVE',
          startDate: at(-60, 0),
          stopDate: at(60, 0),
        },
        {
          title: 'Дегустация в HoReCa',
          status: 'ACTIVE',
          isHoreca: true,
          startDate: at(-20, 0),
          stopDate: at(40, 0),
        },
        { title: 'Запуск glo hyper pro', status: 'CONSTRUCTION', startDate: at(30, 0), stopDate: at(120, 0) },
      ])
      .returning();

    const spotOf = (cityId: number | null) => spotRows.filter((s) => s.cityId === cityId);
    const sessionRows = team.flatMap((person, i) => {
      const [first, second] = spotOf(person.cityId);
      const base = {
        consultantId: person.id,
        cityId: person.cityId,
        activityId: i % 2 ? solid.id : spring.id,
      };
      return [
        {
          ...base,
          spotId: first.id,
          status: 'COMPLETED',
          plannedStartTime: at(-2, 16),
          plannedEndTime: at(-2, 20),
          startTime: at(-2, 16),
          stopTime: at(-2, 20),
        },
        {
          ...base,
          spotId: (second ?? first).id,
          status: 'COMPLETED',
          plannedStartTime: at(-1, 16),
          plannedEndTime: at(-1, 20),
          startTime: at(-1, 16),
          stopTime: at(-1, 20),
        },
        {
          ...base,
          spotId: first.id,
          status: 'PLANNED',
          plannedStartTime: at(1, 16),
          plannedEndTime: at(1, 20),
        },
        {
          ...base,
          spotId: (second ?? first).id,
          status: 'PLANNED',
          plannedStartTime: at(3, 16),
          plannedEndTime: at(3, 20),
        },
      ];
    });
    await tx.insert(sessions).values(sessionRows);

    const [hyper, pro, x2] = await tx
      .insert(deviceTypes)
      .values([
        { title: 'glo hyper', crmId: 'GLO-HYPER' },
        { title: 'glo pro', crmId: 'GLO-PRO' },
        { title: 'glo hyper X2', crmId: 'GLO-X2' },
      ])
      .returning();
    const models = await tx
      .insert(deviceModels)
      .values([
        { model: 'glo hyper+ UNIQ', compatibilityId: hyper.id, barcode: '4600000100012' },
        { model: 'glo hyper X2', compatibilityId: x2.id, barcode: '4600000100029' },
        { model: 'glo pro slim', compatibilityId: pro.id, barcode: '4600000100036' },
      ])
      .returning();
    const colors: Record<string, string[]> = {
      'glo hyper+ UNIQ': ['Чёрный', 'Белый', 'Синий', 'Бордовый'],
      'glo hyper X2': ['Чёрный/Красный', 'Белый/Золотой', 'Синий/Бирюзовый'],
      'glo pro slim': ['Графитовый', 'Золотой'],
    };
    await tx.insert(devices).values(
      models.flatMap((m) =>
        colors[m.model].map((title, i) => ({
          title,
          modelId: m.id,
          compatibilityId: m.compatibilityId,
          crmId: `${m.id}-${String(i + 1).padStart(3, '0')}`,
          barcode: `46000002${m.id}${String(i + 1).padStart(4, '0')}`,
        })),
      ),
    );
  });
