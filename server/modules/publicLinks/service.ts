import { createHash, randomBytes } from 'node:crypto';
import { knownTimeZone } from '../../../domain/csv';
import { isPublicLinkKind, type PublicLinkKind, publicLinkPath } from '../../../domain/publicLinks';
import { PUBLIC_LINK_MESSAGES, type PublicLinkCreateInput } from '../../../domain/validation/publicLinks';
import type { Db } from '../../db';
import { ApiError, badRequest, tooManyRequests } from '../../http/errors';
import { activityPlan, activityStatsBetween } from '../activities/stats';
import { publicCalculation } from '../payroll/public';
import type { Viewer } from '../users/queries';
import {
  countMiss,
  countRead,
  findValidLink,
  insertLink,
  type LinkPeriod,
  PUBLIC_LINK_LIMITS,
} from './queries';

/**
 * What each kind of link shows: whether its object exists (on creation), and the one public answer
 * for the object within the link's period. Nothing else of the object, and nothing of any other,
 * reaches a link's reader.
 */
interface KindReader {
  /** The field the creation form names the object by when it does not exist. */
  missing: string;
  exists: (db: Db, objectId: number) => Promise<boolean>;
  read: (db: Db, link: LinkPeriod) => Promise<Record<string, unknown> | null>;
}

const KINDS: Record<PublicLinkKind, KindReader> = {
  // An activity's KPIs and plan figures against its facts (server/modules/activities/stats.ts, as
  // the activity page counts them), of the sessions of the period's days (domain/stats.ts).
  kpi: {
    missing: PUBLIC_LINK_MESSAGES.unknownActivity,
    exists: async (db, id) => (await activityPlan(db, id)) !== null,
    read: async (db, link) => {
      const activity = await activityPlan(db, link.objectId);
      if (!activity) return null;
      return { activity, stats: await activityStatsBetween(db, link.objectId, link.dateFrom, link.dateTo) };
    },
  },
  // A finished payroll calculation's summary (issue 25 point 5): its totals only, never its
  // people's rows or its file; the calculation's own period, whatever the link's.
  calculation: {
    missing: PUBLIC_LINK_MESSAGES.unknownCalculation,
    exists: async (db, id) => (await publicCalculation(db, id)) !== null,
    read: async (db, link) => {
      const calculation = await publicCalculation(db, link.objectId);
      return calculation && { calculation };
    },
  },
};

/** 256 random bits, URL-safe (43 characters): unguessable, and never stored as it is. */
const newToken = () => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the link carries it: anything else names no link (and is never hashed or looked up). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Creates a link; the token is answered once and only its hash is kept. */
export const createLink = async (db: Db, viewer: Viewer, input: PublicLinkCreateInput) => {
  const kind = KINDS[input.kind];
  if (!(await kind.exists(db, input.objectId))) throw badRequest({ objectId: [kind.missing] });
  const token = newToken();
  const id = await insertLink(db, {
    kind: input.kind,
    objectId: input.objectId,
    tokenHash: tokenHashOf(token),
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    expiresOn: input.expiresOn,
    timeZone: knownTimeZone(input.timeZone),
    createdBy: viewer.id,
  });
  return { id, token, path: publicLinkPath(input.kind, token) };
};

const notValid = () => new ApiError(404, { detail: PUBLIC_LINK_MESSAGES.invalid });
const secondsLeft = (windowSeconds: number) =>
  Math.max(1, Math.ceil(windowSeconds - ((Date.now() / 1000) % windowSeconds)));

/**
 * The public answer of a link (no login): rate-limited per client address, then one answer for
 * any link that is not valid (unknown, revoked, expired, or its object gone), so that none can be
 * told from another.
 */
export const readPublicLink = async (db: Db, address: string, kind: string, token: string) => {
  const { reads, misses } = await countRead(db, address);
  if (misses >= PUBLIC_LINK_LIMITS.misses.hits)
    throw tooManyRequests(secondsLeft(PUBLIC_LINK_LIMITS.misses.windowSeconds));
  if (reads > PUBLIC_LINK_LIMITS.reads.hits)
    throw tooManyRequests(secondsLeft(PUBLIC_LINK_LIMITS.reads.windowSeconds));
  const link =
    isPublicLinkKind(kind) && TOKEN_SHAPE.test(token)
      ? await findValidLink(db, kind, tokenHashOf(token))
      : null;
  const answer = link && isPublicLinkKind(kind) ? await KINDS[kind].read(db, link) : null;
  if (!link || !answer) {
    await countMiss(db, address);
    throw notValid();
  }
  return {
    kind,
    dateFrom: link.dateFrom,
    dateTo: link.dateTo,
    expiresAt: link.expiresAt ? Math.floor(link.expiresAt.getTime() / 1000) : null,
    ...answer,
  };
};
