import {
  brandSegments,
  brands,
  complimentKinds,
  complimentTypes,
  deviceTypes,
  formatMinimalPrices,
  formats,
  programCategories,
  programLimitOutside,
  programLimits,
  programs,
  stickBrands,
  stickCompatibility,
  sticks,
} from '../schema';
import type { Tx } from './util';

/** The brands, their segment, whether BAT owns them, and their formats (title, sku, MRP in tenge). */
const BRANDS: { title: string; segment: string; isBat: boolean; formats: [string, string, number][] }[] = [
  {
    title: 'Kent',
    segment: 'Премиум',
    isBat: true,
    formats: [
      ['Kent Nanotek 2.0 Silver', '4600012000011', 1150],
      ['Kent Nanotek 2.0 Blue', '4600012000028', 1150],
      ['Kent Crystal Blue', '4600012000035', 1100],
      ['Kent iSwitch', '4600012000042', 1200],
      ['Kent Core Silver', '4600012000059', 1050],
    ],
  },
  {
    title: 'Dunhill',
    segment: 'Суперпремиум',
    isBat: true,
    formats: [
      ['Dunhill Fine Cut Black', '4600012100018', 1350],
      ['Dunhill Fine Cut Master Blend', '4600012100025', 1350],
      ['Dunhill International', '4600012100032', 1450],
    ],
  },
  {
    title: 'Rothmans',
    segment: 'Эконом',
    isBat: true,
    formats: [
      ['Rothmans Demi Blue', '4600012200015', 780],
      ['Rothmans Demi Silver', '4600012200022', 780],
      ['Rothmans Royals Red', '4600012200039', 760],
      ['Rothmans Royals Blue', '4600012200046', 760],
      ['Rothmans Nano Click', '4600012200053', 820],
    ],
  },
  {
    title: 'Vogue',
    segment: 'Премиум',
    isBat: true,
    formats: [
      ['Vogue Bleue', '4600012300012', 1050],
      ['Vogue Lilas', '4600012300029', 1050],
      ['Vogue Menthe', '4600012300036', 1050],
    ],
  },
  {
    title: 'Pall Mall',
    segment: 'Средний',
    isBat: true,
    formats: [
      ['Pall Mall Red', '4600012400019', 880],
      ['Pall Mall Blue', '4600012400026', 880],
      ['Pall Mall Nanokings Amber', '4600012400033', 900],
      ['Pall Mall Super Slims Pink', '4600012400040', 900],
    ],
  },
  {
    title: 'neo',
    segment: 'Нагреваемый табак',
    isBat: true,
    formats: [
      ['neo Dark Tobacco', '4600012500016', 950],
      ['neo Golden Tobacco', '4600012500023', 950],
      ['neo Arctic Click', '4600012500030', 950],
      ['neo Berry Click', '4600012500047', 950],
    ],
  },
  {
    title: 'Marlboro',
    segment: 'Премиум',
    isBat: false,
    formats: [
      ['Marlboro Red', '7622100000013', 1150],
      ['Marlboro Gold', '7622100000020', 1150],
      ['Marlboro Touch', '7622100000037', 1100],
      ['Marlboro Double Mix', '7622100000044', 1200],
    ],
  },
  {
    title: 'Parliament',
    segment: 'Суперпремиум',
    isBat: false,
    formats: [
      ['Parliament Aqua Blue', '7622100100010', 1400],
      ['Parliament Silver Blue', '7622100100027', 1400],
      ['Parliament Reserve', '7622100100034', 1450],
    ],
  },
  {
    title: 'Winston',
    segment: 'Средний',
    isBat: false,
    formats: [
      ['Winston Blue', '4000000000019', 900],
      ['Winston Silver', '4000000000026', 900],
      ['Winston XStyle Blue', '4000000000033', 920],
      ['Winston Caster', '4000000000040', 950],
    ],
  },
];

const SEGMENTS = ['Суперпремиум', 'Премиум', 'Средний', 'Эконом', 'Нагреваемый табак'];

/** Brands, segments and formats; stick brands and sticks; compliment kinds; programs. */
export const seedCatalog = async (tx: Tx) => {
  const segments = await tx
    .insert(brandSegments)
    .values(SEGMENTS.map((title) => ({ title })))
    .returning();
  const segmentId = (title: string) => segments.find((s) => s.title === title)!.id;
  for (const brand of BRANDS) {
    const [row] = await tx
      .insert(brands)
      .values({ title: brand.title, segmentId: segmentId(brand.segment), isBat: brand.isBat })
      .returning();
    const rows = await tx
      .insert(formats)
      .values(
        brand.formats.map(([title, sku]) => ({
          title,
          sku,
          brandId: row.id,
          externalVisibility: brand.isBat,
          externalTitle: brand.isBat ? title.toUpperCase() : null,
        })),
      )
      .returning();
    await tx
      .insert(formatMinimalPrices)
      .values(rows.map((format, i) => ({ formatId: format.id, price: brand.formats[i][2] })));
  }
  // A format taken off the shelves: never listed.
  const [kent] = await tx.select().from(brands).limit(1);
  await tx.insert(formats).values({
    title: 'Kent HD Silver (снят с продажи)',
    sku: '4600012000998',
    brandId: kent.id,
    isDeleted: true,
  });

  const types = await tx.select().from(deviceTypes);
  const typeId = (crmId: string) => types.find((t) => t.crmId === crmId)?.id;
  const [neo, kentNeostiks] = await tx
    .insert(stickBrands)
    .values([
      { title: 'neo' },
      { title: 'Kent Neostiks' },
      { title: 'Lucky Strike (архив)', isDeleted: true },
    ])
    .returning();
  const stickRows: { title: string; crmId: string; brandFamilyId: number; types: string[] }[] = [
    { title: 'neo Dark Tobacco', crmId: 'NEO-DARK', brandFamilyId: neo.id, types: ['GLO-HYPER', 'GLO-X2'] },
    { title: 'neo Golden Tobacco', crmId: 'NEO-GOLD', brandFamilyId: neo.id, types: ['GLO-HYPER', 'GLO-X2'] },
    { title: 'neo Arctic Click', crmId: 'NEO-ARCTIC', brandFamilyId: neo.id, types: ['GLO-HYPER', 'GLO-X2'] },
    { title: 'neo Berry Click', crmId: 'NEO-BERRY', brandFamilyId: neo.id, types: ['GLO-HYPER'] },
    { title: 'Kent Neostiks Tobacco', crmId: 'KNS-TOB', brandFamilyId: kentNeostiks.id, types: ['GLO-PRO'] },
    { title: 'Kent Neostiks Mint', crmId: 'KNS-MINT', brandFamilyId: kentNeostiks.id, types: ['GLO-PRO'] },
  ];
  for (const { types: crmIds, ...stick } of stickRows) {
    const [row] = await tx.insert(sticks).values(stick).returning();
    const ids = crmIds.map(typeId).filter((id): id is number => id != null);
    if (ids.length)
      await tx
        .insert(stickCompatibility)
        .values(ids.map((deviceTypeId) => ({ stickId: row.id, deviceTypeId })));
  }

  const [souvenir, accessory, care] = await tx
    .insert(complimentTypes)
    .values([{ title: 'Сувенирная продукция' }, { title: 'Аксессуары' }, { title: 'Средства ухода' }])
    .returning();
  await tx.insert(complimentKinds).values([
    { typeId: souvenir.id, title: 'Брелок glo', sapCode: '100200301' },
    { typeId: souvenir.id, title: 'Термокружка glo', sapCode: '100200302', recommendedPerHour: 1 },
    { typeId: accessory.id, title: 'Чехол для glo hyper', sapCode: '100200401' },
    { typeId: accessory.id, title: 'Ремешок для glo hyper X2', sapCode: '100200402' },
    { typeId: care.id, title: 'Очищающие палочки', sapCode: '100200501', recommendedPerHour: 4 },
    { typeId: care.id, title: 'Салфетки для устройства (архив)', sapCode: '100200502', isDeleted: true },
  ]);

  const [loyalty, switching, trial] = await tx
    .insert(programCategories)
    .values([{ name: 'Лояльность' }, { name: 'Переключение' }, { name: 'Пробные наборы' }])
    .returning();
  const [loyal, switchProgram, trialProgram] = await tx
    .insert(programs)
    .values([
      {
        title: 'Программа лояльности glo',
        programId: 'LOYAL:2026',
        description: 'Скидка на устройство постоянным покупателям',
        categoryId: loyalty.id,
        isRepeatCustomerCheck: true,
      },
      {
        title: 'Переход на glo',
        programId: 'SWITCH:2026-Q1',
        description: 'Для совершеннолетних курильщиков, переходящих на нагреваемый табак',
        categoryId: switching.id,
        notForBatBrand: true,
      },
      {
        title: 'Пробный набор neo',
        programId: 'TRIAL',
        description: 'Пачка стиков neo в подарок при покупке устройства',
        categoryId: trial.id,
        isWithBatyr: true,
      },
      { title: 'Зимняя акция 2025', programId: 'WINTER:2025', isDeleted: true },
    ])
    .returning();
  const [switchLimit] = await tx
    .insert(programLimits)
    .values([
      {
        programId: switchProgram.id,
        limitsInside: 1,
        limitsInsidePeriod: 'ALL_PERIOD',
        consultantLimits: 30,
      },
      { programId: trialProgram.id, limitsInside: 2, limitsInsidePeriod: 'MONTH', consultantLimits: null },
    ])
    .returning();
  await tx.insert(programLimitOutside).values({ limitId: switchLimit.id, programId: loyal.id });
};
