import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationError } from 'yup';
import { MESSAGES } from '../../domain/messages';
import { toFieldErrors } from '../../domain/validation/common';
import { badRequest } from './errors';

/** Validates a request body with the form's own yup schema; 400 with per-field messages otherwise. */
export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> => {
  jsonObject(body);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(toFieldErrors(error));
    throw error;
  }
};

/** A body that must be a JSON object (a PATCH merges it over the stored record). */
export const jsonObject = (body: unknown): Record<string, unknown> => {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest({ non_field_errors: ['Ожидается объект JSON'] });
  return body as Record<string, unknown>;
};

/** A path id: a positive integer, or the record does not exist (404). */
export const parseId = (raw: unknown): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 && String(raw) === String(value) ? value : null;
};

export const unknownReference = (field: string) => badRequest({ [field]: [MESSAGES.unknownReference] });
