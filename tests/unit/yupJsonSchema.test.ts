import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { yupToJsonSchema } from '../../server/http/yupJsonSchema';

/** The API document's request bodies come from the forms' yup schemas (server/http/openapi.ts). */
describe('yupToJsonSchema', () => {
  it('says the types, the required fields, nullability, enums and the limits of yup’s own tests', () => {
    const schema = yup.object({
      title: yup.string().trim().required().max(255),
      code: yup
        .string()
        .length(6)
        .matches(/^[A-Z]+$/),
      email: yup.string().email().nullable(),
      count: yup.number().integer().moreThan(0).max(10).required(),
      price: yup.number().min(1.5).lessThan(100),
      kind: yup.string().oneOf(['A', 'B']).required(),
      ids: yup.array(yup.number().integer().required()).min(1).max(3).required(),
      when: yup.date().nullable().default(null),
      flag: yup.boolean().default(false),
      nested: yup.object({ name: yup.string().required() }),
    });
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 255 },
        code: { type: 'string', minLength: 6, maxLength: 6, pattern: '^[A-Z]+$' },
        email: { type: 'string', format: 'email', nullable: true },
        count: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 10 },
        price: { type: 'number', minimum: 1.5, maximum: 100, exclusiveMaximum: true },
        kind: { type: 'string', enum: ['A', 'B'] },
        ids: { type: 'array', minItems: 1, maxItems: 3, items: { type: 'integer' } },
        when: {
          type: 'string',
          description: expect.stringContaining('ISO 8601'),
          nullable: true,
          default: null,
        },
        flag: { type: 'boolean', default: false },
        nested: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
      required: ['title', 'count', 'kind', 'ids'],
    });
  });
});
