import { activities, sessions, spots } from '../schema';
import type { People } from './people';
import type { Places } from './places';
import { at, shiftOf, type Tx } from './util';

/** Spots in three cities, three activities, and each team member's past and planned sessions. */
export const seedWork = async (tx: Tx, { almaty, astana, shymkent }: Places, { team }: People) => {
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
    const { start, end } = shiftOf(i);
    const base = {
      consultantId: person.id,
      cityId: person.cityId,
      activityId: i % 2 ? solid.id : spring.id,
    };
    const ran = (day: number, spotId: number) => ({
      ...base,
      spotId,
      status: 'COMPLETED',
      plannedStartTime: at(day, start),
      plannedEndTime: at(day, end),
      startTime: at(day, start),
      stopTime: at(day, end),
    });
    const planned = (day: number, spotId: number) => ({
      ...base,
      spotId,
      status: 'PLANNED',
      plannedStartTime: at(day, start),
      plannedEndTime: at(day, end),
    });
    return [
      ran(-2, first.id),
      ran(-1, (second ?? first).id),
      planned(1, first.id),
      planned(3, (second ?? first).id),
    ];
  });
  const sessionList = await tx.insert(sessions).values(sessionRows).returning();
  return { spots: spotRows, activities: { spring, solid }, sessions: sessionList };
};
