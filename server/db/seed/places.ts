import { randomBytes } from 'node:crypto';
import { agencies, cities, regions } from '../schema';
import type { Tx } from './util';

/** Промо Старт's fixed registration link, /signUp/promo-start-2026 (README; the e2e sign-up uses it). */
export const DEMO_REGISTRATION_HASH = 'promo-start-2026';

/** Regions, cities (one inactive) and the two agencies. */
export const seedPlaces = async (tx: Tx) => {
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
        registrationHash: DEMO_REGISTRATION_HASH,
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
  return { south, center, southKz, almaty, astana, shymkent, promo, vector };
};

export type Places = Awaited<ReturnType<typeof seedPlaces>>;
