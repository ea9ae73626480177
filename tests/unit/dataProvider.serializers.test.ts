import { describe, expect, it } from 'vitest';
import { DEVICE_CSV_HEADER, devicesToCsv } from '../../resources/devices/exporter';
import {
  deviceFormValues,
  deviceModelFormValues,
  deviceModelToBody,
  deviceToBody,
  readDeviceModel,
} from '../../resources/devices/serializer';
import { toCsvCell } from '../../resources/shared/csv';
import { refId } from '../../resources/shared/refs';

const type = { id: 3, title: 'Смартфон', crmId: 'T3' };
const model = {
  id: 7,
  model: 'Galaxy',
  barcode: '4601',
  isDeleted: false,
  compatibility: type,
  colors: [
    { id: 11, title: 'Чёрный', crmId: 'C11', barcode: '4602', isDeleted: false, compatibility: type },
    { id: 12, title: 'Белый; матовый', crmId: null, barcode: null, isDeleted: false, compatibility: null },
  ],
};

describe('device serializers', () => {
  it('turns references into ids and drops read-only fields of a model', () => {
    expect(deviceModelToBody(model)).toEqual({ model: 'Galaxy', compatibility: 3, barcode: '4601' });
    expect(deviceModelToBody({ model: 'A', compatibility: '5', barcode: null })).toEqual({
      model: 'A',
      compatibility: 5,
      barcode: null,
    });
  });

  it('keeps a partial update partial', () => {
    expect(deviceModelToBody({ barcode: '1' })).toEqual({ barcode: '1' });
  });

  it('writes a color with its model id and an optional type', () => {
    const color = { ...model.colors[1], model: { id: 7, model: 'Galaxy' } };
    expect(deviceToBody(color)).toEqual({
      title: 'Белый; матовый',
      crmId: null,
      barcode: null,
      model: 7,
      compatibility: null,
    });
    expect(deviceToBody({ title: 'A', model: 7, compatibility: '' })).toEqual({
      title: 'A',
      model: 7,
      compatibility: null,
    });
  });

  it('reads references from objects, ids and blanks', () => {
    expect(refId({ id: '4', title: 'x' })).toBe(4);
    expect(refId(4)).toBe(4);
    expect(refId(null)).toBeNull();
    expect(refId('')).toBeNull();
    expect(refId(undefined)).toBeUndefined();
  });

  it('gives the dialogs flat form values with the id', () => {
    expect(deviceModelFormValues(model)).toEqual({
      id: 7,
      model: 'Galaxy',
      compatibility: 3,
      barcode: '4601',
    });
    expect(deviceFormValues({ model: 7 } as never)).toEqual({ model: 7, compatibility: null });
  });

  it('never lists a deleted color', () => {
    const read = readDeviceModel({
      ...model,
      colors: [...model.colors, { id: 13, title: 'x', isDeleted: true }],
    });
    expect(read.colors.map((c) => c.id)).toEqual([11, 12]);
    expect(readDeviceModel({ id: 1, model: 'No colors' }).colors).toEqual([]);
  });
});

describe('devices CSV', () => {
  const csv = devicesToCsv([
    model,
    { id: 8, model: 'Lonely', barcode: null, compatibility: null, colors: [] },
  ]);
  const lines = csv.slice(1).split('\r\n');

  it('starts with a UTF-8 BOM and a Russian header, semicolon separated', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe(DEVICE_CSV_HEADER.join(';'));
  });

  it('writes one row per color with its model, and a model without colors once', () => {
    expect(lines[1]).toBe('7;Galaxy;Смартфон;4601;11;Чёрный;C11;4602;Смартфон');
    expect(lines[2]).toBe('7;Galaxy;Смартфон;4601;12;"Белый; матовый";;;');
    expect(lines[3]).toBe('8;Lonely;;;;;;;');
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });

  it('quotes separators and quotes, and defuses formulas', () => {
    expect(toCsvCell('a"b')).toBe('"a""b"');
    expect(toCsvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(toCsvCell(null)).toBe('');
    expect(toCsvCell(5)).toBe('5');
  });
});
