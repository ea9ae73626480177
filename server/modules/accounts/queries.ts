import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { passwordRecoveryTokens, users } from '../../db/schema';

/** A link secret: the token goes into the mail, only its sha256 into the database. */
export const newLinkSecret = () => {
  const token = randomBytes(32).toString('hex');
  return { token, hash: sha256(token) };
};
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const RECOVERY_TTL_MS = 60 * 60 * 1000;

export type NewUser = typeof users.$inferInsert;

/** Inserts a user; null when the e-mail is already taken (the unique index decides, not a prior read). */
export const insertUser = async (db: Db, values: NewUser): Promise<number | null> => {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
};

export const emailTaken = async (db: Db, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  ).length > 0;

export const setEmailVerificationHash = (db: Db, userId: number, hash: string) =>
  db.update(users).set({ emailVerificationHash: hash }).where(eq(users.id, userId));

/** Marks the e-mail verified and forgets the link, in one statement: a link works once. */
export const verifyEmail = async (db: Db, hash: string) => {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), emailVerificationHash: null })
    .where(eq(users.emailVerificationHash, hash))
    .returning({ id: users.id });
  return row?.id ?? null;
};

export const insertRecoveryToken = (db: Db, userId: number, hash: string) =>
  db
    .insert(passwordRecoveryTokens)
    .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + RECOVERY_TTL_MS) });

const liveRecovery = (hash: string) =>
  and(
    eq(passwordRecoveryTokens.tokenHash, hash),
    isNull(passwordRecoveryTokens.usedAt),
    gt(passwordRecoveryTokens.expiresAt, new Date()),
  );

/** The user of an unused, unexpired recovery link. */
export const findRecoveryUser = async (db: Db, hash: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive, isFired: users.isFired })
    .from(passwordRecoveryTokens)
    .innerJoin(users, eq(users.id, passwordRecoveryTokens.userId))
    .where(liveRecovery(hash))
    .limit(1);
  return row?.isActive && !row.isFired ? row : null;
};

/**
 * Sets the new password through a recovery link, atomically: the link (and every other pending
 * link of the user) is used up; false when the link was used or expired meanwhile.
 */
export const resetPasswordByLink = (db: Db, hash: string, passwordHash: string) =>
  db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordRecoveryTokens)
      .set({ usedAt: new Date() })
      .where(liveRecovery(hash))
      .returning({ userId: passwordRecoveryTokens.userId });
    if (!link) return null;
    await tx
      .update(passwordRecoveryTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordRecoveryTokens.userId, link.userId), isNull(passwordRecoveryTokens.usedAt)));
    await tx.update(users).set({ passwordHash, passwordExpired: false }).where(eq(users.id, link.userId));
    return link.userId;
  });

export const setPassword = (db: Db, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, passwordExpired: false }).where(eq(users.id, userId));

/** A new pending two-factor secret: two-factor stays off until its first code is accepted. */
export const setPendingOtpSecret = (db: Db, userId: number, secret: string) =>
  db
    .update(users)
    .set({ otpSecret: secret, otpEnabled: false, otpVerified: false, otpLastStep: null })
    .where(eq(users.id, userId));

/**
 * Records an accepted code's time step, only if it is later than the last one: the same code (or
 * an older one) is refused even when two requests race. Returns whether it was recorded.
 */
export const acceptOtpStep = async (db: Db, userId: number, step: number, enable?: boolean) => {
  const rows = await db
    .update(users)
    .set({ otpLastStep: step, ...(enable ? { otpEnabled: true, otpVerified: true } : {}) })
    .where(and(eq(users.id, userId), or(isNull(users.otpLastStep), lt(users.otpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
};

export const disableOtp = (db: Db, userId: number) =>
  db
    .update(users)
    .set({ otpEnabled: false, otpVerified: false, otpSecret: null, otpLastStep: null })
    .where(eq(users.id, userId));
