import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { EMAIL_MAX, yup } from '../../../domain/validation/common';
import {
  changePasswordSchema,
  newPasswordSchema,
  passwordMinLength,
  WRONG_CURRENT_PASSWORD,
} from '../../../domain/validation/password';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { tokenFromHeader } from '../../auth/tokens';
import { badRequest, notFound } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { parseId, validate } from '../../http/validate';
import { findUserById } from '../users/queries';
import type { AccountDeps } from './deps';
import { MAIL_QUEUE } from './mails';
import { findRecoveryUser, resetPasswordByLink, setPassword, sha256 } from './queries';

const requestSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(MESSAGES.required)
    .max(EMAIL_MAX)
    .email('Укажите валидный Email.'),
});
const invalidLink = () => badRequest({ token: [MESSAGES.recoveryLinkInvalid] }, MESSAGES.recoveryLinkInvalid);
// The mailed token travels in the body, never in an API path: paths end up in logs and proxies.
const linkSchema = yup.object({ token: yup.string().required(MESSAGES.required) });

/**
 * Password recovery by a mailed link, an administrator's sending of that link, and the change of
 * one's own password (the way out of passwordExpired).
 */
export const passwordRoutes = (deps: AccountDeps) => async (app: FastifyInstance) => {
  const { db, jobs, limiter, tokens } = deps;

  const recoveryDoc = documented(
    { config: { access: 'public' } },
    { body: requestSchema, summary: 'Ask for a password-recovery link by mail' },
  );
  // The same answer, after the same work (two counters and one queued job), for any address:
  // the worker finds out whether the account exists.
  app.post('/api/users/password/recovery/', recoveryDoc, async (request) => {
    const { email } = await validate(requestSchema, request.body);
    await limiter.hit('recoveryIp', request.ip);
    await limiter.hit('recoveryEmail', email);
    await jobs.send(MAIL_QUEUE, { kind: 'passwordRecoveryRequest', email });
    return { detail: MESSAGES.recoveryRequested };
  });

  /** The user of the body's live recovery link, and the link's hash; 400 for any other token. */
  const linkOf = async (body: unknown) => {
    const hash = sha256((await validate(linkSchema, body)).token);
    const user = await findRecoveryUser(db, hash);
    if (!user) throw invalidLink();
    return { hash, user };
  };

  const checkDoc = documented(
    { config: { access: 'public' } },
    { body: linkSchema, summary: "Check a recovery link's token" },
  );
  app.post('/api/users/password/recovery/check/', checkDoc, async (request) => {
    const { user } = await linkOf(request.body);
    return { passwordMinLength: passwordMinLength(user.role) };
  });

  const setDoc = documented(
    { config: { access: 'public' } },
    {
      body: linkSchema.concat(newPasswordSchema(null)),
      summary: 'Set a new password by a recovery link',
      description: "A coordinator's password is at least 16 characters long.",
    },
  );
  app.post('/api/users/password/recovery/set/', setDoc, async (request) => {
    const { hash, user } = await linkOf(request.body);
    const { password } = await validate(newPasswordSchema(user.role), request.body);
    const userId = await resetPasswordByLink(db, hash, await hashPassword(password));
    if (!userId) throw invalidLink();
    await tokens.revokeAll(userId);
    return { detail: MESSAGES.passwordChanged };
  });

  const restoreDoc = documented(
    { config: { access: 'users.restore' } },
    { summary: 'Mail a user a password-recovery link (an administrator)' },
  );
  app.post('/api/users/:id/restore/', restoreDoc, async (request) => {
    const viewer = request.viewer!;
    const id = parseId((request.params as { id: string }).id);
    const user = id ? await findUserById(db, id) : null;
    // Another agency's user answers as no user: ids cannot be probed.
    if (!user || (viewer.role !== 'HQ' && (viewer.agencyId === null || user.agencyId !== viewer.agencyId)))
      throw notFound();
    await jobs.send(MAIL_QUEUE, { kind: 'passwordRecovery', userId: user.id });
    return { detail: MESSAGES.recoverySent };
  });

  app.post(
    '/api/users/password/change/',
    documented(
      { config: { access: 'authenticated', passwordExpiredOk: true } },
      {
        body: changePasswordSchema(null),
        summary: "Change one's own password",
        description: "A coordinator's password is at least 16 characters long.",
      },
    ),
    async (request) => {
      const viewer = request.viewer!;
      const { currentPassword, password } = await validate(changePasswordSchema(viewer.role), request.body);
      const user = (await findUserById(db, viewer.id))!;
      // Guessing the current password through a stolen login is slowed as logins are.
      await limiter.checkLogin(user.email, request.ip, user.id);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await limiter.failLogin(user.email, request.ip);
        throw badRequest({ currentPassword: [WRONG_CURRENT_PASSWORD] });
      }
      await setPassword(db, viewer.id, await hashPassword(password));
      // Every other login of the user ends; this one goes on.
      await tokens.revokeOthers(viewer.id, tokenFromHeader(request.headers.authorization)!);
      return { detail: MESSAGES.passwordChanged };
    },
  );
};
