import { eq } from 'drizzle-orm';
import { spots } from '../schema';
import type { People } from './people';
import type { Places } from './places';
import type { Tx } from './util';

/** More Almaty shops of coordinator@demo.kz, so that their trade points page has a second page. */
const ALMATY_SHOPS: [title: string, address: string][] = [
  ['Магазин «Рахат» на Сатпаева', 'ул. Сатпаева, 30'],
  ['Супермаркет «Магнум» Аль-Фараби', 'пр. Аль-Фараби, 77'],
  ['Супермаркет «Small» на Жандосова', 'ул. Жандосова, 58'],
  ['Киоск «Табакерка» Зелёный базар', 'ул. Жибек Жолы, 53'],
  ['Магазин «Арзан» на Толе би', 'ул. Толе би, 189'],
  ['ТРЦ Forum Almaty', 'ул. Сейфуллина, 617'],
  ['ТРЦ Esentai Mall', 'пр. Аль-Фараби, 77/8'],
  ['Магазин «Дастархан» на Шевченко', 'ул. Шевченко, 90'],
  ['Супермаркет «Galmart» Достык', 'пр. Достык, 180'],
  ['Киоск «Пресса» на Абылай хана', 'пр. Абылай хана, 62'],
  ['Магазин «Юбилейный» на Кабанбай батыра', 'ул. Кабанбай батыра, 83'],
  ['АЗС Helios на Райымбека', 'пр. Райымбека, 221'],
];

/**
 * Who keeps the demo trade points (part 2 §6): each city's spots its coordinator's (coordinator@demo.kz
 * keeps Almaty's), a dozen more Almaty shops of theirs, and two spots HQ keeps itself.
 */
export const seedTradePoints = async (
  tx: Tx,
  { almaty, astana, shymkent }: Places,
  { coordinator, coordinator2, coordinator3 }: People,
) => {
  const byCity = [
    [almaty.id, coordinator.id],
    [astana.id, coordinator2.id],
    [shymkent.id, coordinator3.id],
  ] as const;
  for (const [cityId, coordinatorId] of byCity)
    await tx.update(spots).set({ coordinatorId }).where(eq(spots.cityId, cityId));
  await tx.insert(spots).values([
    ...ALMATY_SHOPS.map(([title, address], i) => ({
      title,
      address,
      customerNumber: String(510_001 + i),
      legalName: 'ТОО «Розница Алматы»',
      cityId: almaty.id,
      coordinatorId: coordinator.id,
    })),
    {
      title: 'Дьюти-фри аэропорта Алматы',
      address: 'ул. Майлина, 2',
      customerNumber: '590001',
      cityId: almaty.id,
    },
    {
      title: 'Дьюти-фри аэропорта Астаны',
      address: 'пр. Кабанбай батыра, 2',
      customerNumber: '590002',
      cityId: astana.id,
    },
  ]);
};
