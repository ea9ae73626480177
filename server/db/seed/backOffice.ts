import { eq } from 'drizzle-orm';
import {
  cigarettes,
  dmCodes,
  programs,
  skuCategories,
  spots,
  stands,
  tabletModels,
  tablets,
} from '../schema';
import type { People } from './people';
import type { Tx } from './util';

const CIGARETTES: [brand: string, format: string, sku: string, bat: boolean][] = [
  ['Kent', 'Kent Nanotek Silver', '4670011030101', true],
  ['Kent', 'Kent Nanotek Blue', '4670011030118', true],
  ['Kent', 'Kent Crystal Blue', '4670011030125', true],
  ['Kent', 'Kent Core Silver', '4670011030132', true],
  ['Dunhill', 'Dunhill Fine Cut Dark Blue', '4670011030200', true],
  ['Dunhill', 'Dunhill Fine Cut Silver', '4670011030217', true],
  ['Rothmans', 'Rothmans Demi Blue', '4670011030309', true],
  ['Rothmans', 'Rothmans Demi Click', '4670011030316', true],
  ['Rothmans', 'Rothmans Royals Red', '4670011030323', true],
  ['Pall Mall', 'Pall Mall Nanokings Blue', '4670011030408', true],
  ['Pall Mall', 'Pall Mall Superslims Amber', '4670011030415', true],
  ['Vogue', 'Vogue Superslims Bleue', '4670011030507', true],
  ['Vogue', 'Vogue Superslims Menthe', '4670011030514', true],
  ['Winston', 'Winston Blue', '4600000050101', false],
  ['Winston', 'Winston XStyle Silver', '4600000050118', false],
  ['Camel', 'Camel Compact Blue', '4600000050200', false],
  ['Marlboro', 'Marlboro Red', '4600000050309', false],
  ['Marlboro', 'Marlboro Gold', '4600000050316', false],
  ['Parliament', 'Parliament Aqua Blue', '4600000050408', false],
  ['Parliament', 'Parliament Silver Blue', '4600000050415', false],
];

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789';
/** A code shaped like a tobacco data matrix: GTIN, then a serial of mixed-case characters. */
const dmNumber = (gtin: string, i: number) =>
  `01${gtin.padStart(14, '0')}21${Array.from({ length: 7 }, (_, k) => ALPHABET[(i * 7 + k * 13 + i * k) % ALPHABET.length]).join('')}`;

/**
 * The back office's demo lists (issue 14): SKU categories, data-matrix codes, cigarette formats,
 * tablet models, and the tablets and stands of two coordinators' teams at their cities' spots.
 */
export const seedBackOffice = async (tx: Tx, people: People) => {
  const { coordinator, coordinator2, team } = people;
  const categories = await tx
    .insert(skuCategories)
    .values([{ name: 'Сигареты' }, { name: 'Стики' }, { name: 'Устройства' }])
    .returning();
  const programRows = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.isDeleted, false));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await tx.insert(dmCodes).values(
    Array.from({ length: 30 }, (_, i) => {
      const [, , gtin] = CIGARETTES[i % CIGARETTES.length];
      const used = i % 5 === 0;
      const program = programRows.length ? [programRows[i % programRows.length].id] : [];
      return {
        number: dmNumber(gtin, i + 1),
        active: i % 7 !== 3,
        arrivalDate: day(-60 + i * 2),
        sku: gtin,
        skuCategoryId: categories[i % 3 === 2 ? 1 : 0].id,
        usedOrderId: used ? `ORD-${2026_0000 + i}` : null,
        usedDate: used ? new Date(Date.now() - (30 - i) * 86_400_000) : null,
        programHistory: used && program.length ? `Использован в программе ${program[0]}` : null,
        programIds: program,
      };
    }),
  );
  await tx.insert(cigarettes).values(
    CIGARETTES.map(([brandTitle, formatTitle, sku, brandIsBat]) => ({
      brandTitle,
      formatTitle,
      sku,
      brandIsBat,
    })),
  );

  const [tabA8, tabA9, lenovo] = await tx
    .insert(tabletModels)
    .values([
      { name: 'Samsung Galaxy Tab A8' },
      { name: 'Samsung Galaxy Tab A9+' },
      { name: 'Lenovo Tab M10' },
    ])
    .returning();
  const mine = team.filter((p) => p.managerId === coordinator.id);
  const theirs = team.filter((p) => p.managerId === coordinator2.id);
  await tx.insert(tablets).values([
    ...mine.map((p, i) => ({
      inventoryNumber: `TAB-ALA-${String(i + 1).padStart(3, '0')}`,
      serialNumber: `R9TT30${i}ALA${i}`,
      tabletModelId: i % 2 ? tabA9.id : tabA8.id,
      agencyId: coordinator.agencyId,
      coordinatorId: coordinator.id,
      consultantId: p.id,
    })),
    {
      inventoryNumber: 'TAB-ALA-099',
      serialNumber: 'R9TT3099ALA',
      tabletModelId: lenovo.id,
      agencyId: coordinator.agencyId,
      coordinatorId: coordinator.id,
      consultantId: null,
    },
    ...theirs.map((p, i) => ({
      inventoryNumber: `TAB-AST-${String(i + 1).padStart(3, '0')}`,
      serialNumber: `HA1K${i}AST${i}`,
      tabletModelId: lenovo.id,
      agencyId: coordinator2.agencyId,
      coordinatorId: coordinator2.id,
      consultantId: p.id,
    })),
  ]);

  // The first spots each coordinator keeps (seed/tradePoints.ts gave the spots their coordinators).
  const spotsOf = async (coordinatorId: number, count: number) =>
    tx
      .select({ id: spots.id })
      .from(spots)
      .where(eq(spots.coordinatorId, coordinatorId))
      .orderBy(spots.id)
      .limit(count);
  const almatySpots = await spotsOf(coordinator.id, 3);
  const astanaSpots = await spotsOf(coordinator2.id, 3);
  await tx.insert(stands).values([
    ...almatySpots.map((s, i) => ({
      inventoryNumber: `STD-ALA-${String(i + 1).padStart(3, '0')}`,
      standModel: i % 2 ? 'Стойка glo hyper напольная' : 'Стенд настольный Kent',
      spotId: s.id,
      agencyId: coordinator.agencyId,
      coordinatorId: coordinator.id,
      consultantId: mine[i % Math.max(mine.length, 1)]?.id ?? null,
    })),
    ...astanaSpots.map((s, i) => ({
      inventoryNumber: `STD-AST-${String(i + 1).padStart(3, '0')}`,
      standModel: 'Стенд настольный Kent',
      spotId: s.id,
      agencyId: coordinator2.agencyId,
      coordinatorId: coordinator2.id,
      consultantId: theirs[i % Math.max(theirs.length, 1)]?.id ?? null,
    })),
  ]);
};
