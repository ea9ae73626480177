import { deviceModels, devices, deviceTypes } from '../schema';
import type { Tx } from './util';

/** Device types, models and their colors. */
export const seedDevices = async (tx: Tx) => {
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
  return { deviceTypes: { hyper, pro, x2 }, models };
};
