import { mixed, object, string } from 'yup';

/** What the Export button sends (POST /api/export/): the list and its current variables. */
export const exportRequestSchema = object({
  resource: string().strict().required('Обязательное поле').max(64),
  variables: mixed<Record<string, unknown>>()
    .test('object', 'Ожидается объект', (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
    .default({}),
  fileName: string()
    .strict()
    .max(100)
    .matches(/^[\w.-]*$/, 'Только латинские буквы, цифры, точки, дефисы и подчёркивания')
    .default(''),
  timeZone: string().strict().max(64).default('Asia/Almaty'),
});
