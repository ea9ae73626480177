import { defineExport, pageOf } from './types';

interface DeviceColorNode {
  id: string;
  title: string;
  crmId: string | null;
  barcode: string | null;
  isDeleted: boolean;
  compatibility: { title: string } | null;
}

interface DeviceModelNode {
  id: string;
  model: string;
  barcode: string | null;
  compatibility: { title: string } | null;
  colors: DeviceColorNode[];
}

const NO_COLOR = ['', '', '', '', ''];

/**
 * The Devices page's models (resources/devices, a node is a model of `deviceModels`): one row
 * per color with its model, and one row with empty color cells for a model without colors.
 * Deleted colors are left out, as the browser's afterRead leaves them out.
 */
export const devicesExport = defineExport<DeviceModelNode>({
  resource: 'devices',
  fileName: 'devices',
  field: 'deviceModels',
  document: `query ($first: Int, $after: String, $isDeleted: Boolean, $model_Icontains: String, $orderBy: String,
    $id_In: [ID!]) {
    deviceModels(first: $first, after: $after, isDeleted: $isDeleted, model_Icontains: $model_Icontains,
      orderBy: $orderBy, id_In: $id_In) {
      ${pageOf(`id model barcode compatibility { title }
        colors { id title crmId barcode isDeleted compatibility { title } }`)}
    }
  }`,
  header: [
    'ID модели',
    'Модель',
    'Тип модели',
    'Штрихкод модели',
    'ID цвета',
    'Цвет',
    'CRM ID',
    'Штрихкод цвета',
    'Тип цвета',
  ],
  rows: (model) => {
    const modelCells = [model.id, model.model, model.compatibility?.title, model.barcode];
    const colors = model.colors.filter((color) => !color.isDeleted);
    if (!colors.length) return [[...modelCells, ...NO_COLOR]];
    return colors.map((color) => [
      ...modelCells,
      color.id,
      color.title,
      color.crmId,
      color.barcode,
      color.compatibility?.title,
    ]);
  },
});
