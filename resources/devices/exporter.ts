import { downloadCSV, type Exporter } from 'react-admin';
import { csvText } from '../shared/csv';
import type { DeviceColor, DeviceModel } from './serializer';

/**
 * The Devices CSV: one row per color with its model, and a row with empty color cells for a
 * model without colors. Excel in a Russian locale splits on ';' and reads UTF-8 only after a BOM.
 */

export const DEVICE_CSV_HEADER = [
  'ID модели',
  'Модель',
  'Тип модели',
  'Штрихкод модели',
  'ID цвета',
  'Цвет',
  'CRM ID',
  'Штрихкод цвета',
  'Тип цвета',
];

const modelCells = (model: DeviceModel) => [model.id, model.model, model.compatibility?.title, model.barcode];
const colorCells = (color?: DeviceColor) =>
  color
    ? [color.id, color.title, color.crmId, color.barcode, color.compatibility?.title]
    : ['', '', '', '', ''];

export const devicesToCsv = (models: readonly DeviceModel[]): string => {
  const rows = models.flatMap((model) => {
    const colors = model.colors ?? [];
    return (colors.length ? colors : [undefined]).map((color) => [
      ...modelCells(model),
      ...colorCells(color),
    ]);
  });
  return csvText([DEVICE_CSV_HEADER, ...rows]);
};

export const exportDevices: Exporter<DeviceModel> = (models) => downloadCSV(devicesToCsv(models), 'devices');
