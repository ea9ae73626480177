import { eq, inArray } from 'drizzle-orm';
import { crManagers, profileDetails, spotResponsibles, supervisorCities, userEvents, users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { People } from './people';
import type { Places } from './places';
import { at, type Tx } from './util';

/** CR managers, spot responsibles, supervisors' cities, profile details and their history. */
export const seedProfiles = async (tx: Tx, places: Places, people: People) => {
  const { almaty, astana, shymkent } = places;
  const { coordinator, coordinator2, coordinator3, manager, consultant, team } = people;
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.HQ, DEMO_ACCOUNTS.MANAGER_BU]));
  const idOf = (email: string) => staff.find((s) => s.email === email)!.id;
  const hq = idOf(DEMO_ACCOUNTS.HQ);
  const bu = idOf(DEMO_ACCOUNTS.MANAGER_BU);

  const [serik, victoria, gulnar] = await tx
    .insert(crManagers)
    .values([
      { name: 'Ахметов Серик Болатович' },
      { name: 'Ли Виктория Сергеевна' },
      { name: 'Сулейменова Гульнар Амановна' },
      { name: 'Дмитриев Олег Петрович' },
      { name: 'Касымов Ержан Нурланович', isActive: false },
    ])
    .returning();

  await tx.insert(spotResponsibles).values([
    { userId: coordinator.id, crManagerId: serik.id, assignedById: bu, assignedAt: at(-60, 11) },
    { userId: coordinator2.id, crManagerId: victoria.id, assignedById: hq, assignedAt: at(-45, 10) },
    { userId: coordinator3.id, crManagerId: gulnar.id, assignedById: hq, assignedAt: at(-40, 12) },
    { userId: consultant.id, crManagerId: serik.id, assignedById: bu, assignedAt: at(-20, 15) },
  ]);

  await tx.insert(supervisorCities).values([
    { userId: coordinator.id, cityId: almaty.id, assignedById: bu, assignedAt: at(-90, 10) },
    { userId: coordinator2.id, cityId: astana.id, assignedById: hq, assignedAt: at(-90, 10) },
    { userId: coordinator3.id, cityId: shymkent.id, assignedById: hq, assignedAt: at(-50, 10) },
    { userId: coordinator3.id, cityId: almaty.id, assignedById: hq, assignedAt: at(-50, 10) },
  ]);

  await tx
    .update(users)
    .set({
      birthDate: new Date('1999-04-17T00:00:00Z'),
      latitude: 43.2567,
      longitude: 76.9286,
      // The questionnaire as the consultant answered it at sign-up (their profile shows and edits it).
      auto: true,
      education: 'HIGHER',
      english: 'INTERMEDIATE',
      passport: 'N04417299',
      passportDate: new Date('2017-05-12T00:00:00Z'),
      passportDepartment: 'МВД РК',
      address: 'Алматы, ул. Жандосова, 34',
      instagram: 'https://instagram.com/demo.consultant',
    })
    .where(eq(users.id, consultant.id));
  await tx.insert(profileDetails).values([
    {
      userId: consultant.id,
      height: 181,
      weight: 74,
      closeSize: 'M',
      breastSize: 96,
      waistSize: 80,
      thighSize: 54,
      features: 'Свободно говорит на казахском и английском, есть водительские права категории B',
    },
    {
      userId: team[1].id,
      height: 168,
      weight: 55,
      closeSize: 'S',
      breastSize: 86,
      waistSize: 64,
      thighSize: 50,
    },
    {
      userId: team[2].id,
      height: 172,
      weight: 58,
      closeSize: 'S',
      features: 'Опыт работы промоутером 2 года',
    },
  ]);

  await tx.insert(userEvents).values([
    {
      userId: consultant.id,
      actorId: manager.id,
      kind: 'MANAGER_SET',
      details: {
        role: 'COORDINATOR',
        from: null,
        to: { id: coordinator.id, name: `${coordinator.lastName} ${coordinator.firstName}` },
      },
      createdAt: at(-199, 10),
    },
    {
      userId: consultant.id,
      actorId: bu,
      kind: 'SPOT_RESPONSIBLE_SET',
      details: { from: null, to: { id: serik.id, name: serik.name } },
      createdAt: at(-20, 15),
    },
    {
      userId: coordinator.id,
      actorId: bu,
      kind: 'CITIES_SET',
      details: { from: [], to: [almaty.title] },
      createdAt: at(-90, 10),
    },
    {
      userId: coordinator.id,
      actorId: bu,
      kind: 'SPOT_RESPONSIBLE_SET',
      details: { from: null, to: { id: serik.id, name: serik.name } },
      createdAt: at(-60, 11),
    },
  ]);
};
