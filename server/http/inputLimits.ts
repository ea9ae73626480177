import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/messages';
import { badRequest } from './errors';

/** The most any request's JSON may hold, whatever the route (ARCHITECTURE.md "Errors"). */
export const INPUT_LIMITS = { depth: 12, arrayItems: 1000, objectKeys: 200, values: 20_000 } as const;

/**
 * Characters no text may hold: NUL (PostgreSQL text cannot), a lone surrogate (JSON's "\ud800" is
 * no character; node-pg would store U+FFFD instead) and U+FFFD itself (bytes that were not UTF-8).
 */
const NOT_UTF8 = /\p{Cs}|\ufffd/u;
export const hasBadCharacters = (text: string) => text.includes('\u0000') || NOT_UTF8.test(text);

/**
 * Refuses, before any route runs, what no route can store or should have to walk: text that is not
 * valid UTF-8 or holds NUL, deeply nested values, and lists or objects beyond the limits.
 * Answers 400 naming the top-level field.
 */
export const inputProblem = (input: unknown): string | null => {
  let values = 0;
  const walk = (value: unknown, depth: number): string | null => {
    if (++values > INPUT_LIMITS.values) return MESSAGES.inputTooComplex;
    if (typeof value === 'string') return hasBadCharacters(value) ? MESSAGES.forbiddenCharacters : null;
    if (value === null || typeof value !== 'object') return null;
    if (depth >= INPUT_LIMITS.depth) return MESSAGES.inputTooComplex;
    const items = Array.isArray(value) ? value : Object.values(value);
    const max = Array.isArray(value) ? INPUT_LIMITS.arrayItems : INPUT_LIMITS.objectKeys;
    if (items.length > max) return MESSAGES.tooManyItems(max);
    if (!Array.isArray(value) && Object.keys(value).some(hasBadCharacters))
      return MESSAGES.forbiddenCharacters;
    for (const item of items) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(input, 0);
};

const check = (input: unknown) => {
  if (input === null || typeof input !== 'object') {
    const problem = inputProblem(input);
    if (problem) throw badRequest({ non_field_errors: [problem] });
    return;
  }
  const entries = Array.isArray(input) ? [['non_field_errors', input] as const] : Object.entries(input);
  if (entries.length > INPUT_LIMITS.objectKeys)
    throw badRequest({ non_field_errors: [MESSAGES.tooManyItems(INPUT_LIMITS.objectKeys)] });
  for (const [key, value] of entries) {
    const problem = inputProblem(value);
    if (problem) throw badRequest({ [hasBadCharacters(key) ? 'non_field_errors' : key]: [problem] });
  }
};

export const registerInputLimits = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check(request.params);
    check(request.query);
    check(request.body);
  });
};
