import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { otpCodeSchema, otpLoginSchema } from '../../../domain/validation/otp';
import { checkOtpCode, newOtpSecret, readOtpTicket } from '../../auth/otp';
import { badRequest } from '../../http/errors';
import { documented } from '../../http/routeDocs';
import { validate } from '../../http/validate';
import { countLogin, countLoginRefusal } from '../../metrics';
import { authStateUser, findUserById, touchLastLogin } from '../users/queries';
import type { AccountDeps } from './deps';
import { acceptOtpStep, disableOtp, setPendingOtpSecret } from './queries';

const wrongCode = () => badRequest({ token: [MESSAGES.invalidCode] }, MESSAGES.invalidCode);
const refuse = (message: string) => badRequest({ non_field_errors: [message] }, message);
const ticketExpired = () => badRequest({ ticket: [MESSAGES.otpTicketExpired] }, MESSAGES.otpTicketExpired);

/** Two-factor setup, confirmation and switching off, and the code step of a two-factor login. */
export const otpRoutes = (deps: AccountDeps) => async (app: FastifyInstance) => {
  const { db, limiter, tokens, jwtSecret } = deps;

  /** A right code, later than the last accepted one, is recorded (and, when asked, turns two-factor on). */
  const acceptCode = async (
    userId: number,
    secret: string,
    lastStep: number | null,
    code: string,
    enable = false,
  ) => {
    const step = await checkOtpCode(secret, code, lastStep);
    if (step === null || !(await acceptOtpStep(db, userId, step, enable))) throw wrongCode();
  };

  const setupDoc = documented(
    { config: { access: 'authenticated' } },
    { summary: 'Start setting up one-time codes: a secret and its QR code' },
  );
  app.post('/api/users/otp/setup/', setupDoc, async (request) => {
    const user = (await findUserById(db, request.viewer!.id))!;
    if (user.otpEnabled) throw refuse(MESSAGES.otpAlreadyEnabled);
    const { secret, url } = newOtpSecret(user.email);
    await setPendingOtpSecret(db, user.id, secret);
    return { otpAuthUrl: url, otpBase32: secret };
  });

  const verifyDoc = documented(
    { config: { access: 'authenticated' } },
    { body: otpCodeSchema, summary: 'Turn one-time codes on with a first code' },
  );
  app.post('/api/users/otp/verify/', verifyDoc, async (request) => {
    const { token } = await validate(otpCodeSchema, request.body);
    const user = (await findUserById(db, request.viewer!.id))!;
    await limiter.hit('otpUser', user.id);
    if (user.otpEnabled) throw refuse(MESSAGES.otpAlreadyEnabled);
    if (!user.otpSecret) throw refuse(MESSAGES.otpNotSetUp);
    await acceptCode(user.id, user.otpSecret, user.otpLastStep, token, true);
    return { otpEnabled: true };
  });

  const disableDoc = documented(
    { config: { access: 'authenticated' } },
    { body: otpCodeSchema, summary: 'Turn one-time codes off with a code' },
  );
  app.post('/api/users/otp/disable/', disableDoc, async (request) => {
    const { token } = await validate(otpCodeSchema, request.body);
    const user = (await findUserById(db, request.viewer!.id))!;
    await limiter.hit('otpUser', user.id);
    if (!user.otpEnabled || !user.otpSecret) throw refuse(MESSAGES.otpNotEnabled);
    await acceptCode(user.id, user.otpSecret, user.otpLastStep, token);
    await disableOtp(db, user.id);
    return { otpEnabled: false };
  });

  const otpDoc = documented(
    { config: { access: 'public' } },
    { body: otpLoginSchema, summary: 'Log in, second step: the ticket and a one-time code' },
  );
  app.post('/api/token/otp/', otpDoc, async (request) => {
    const { ticket, token } = await validate(otpLoginSchema, request.body);
    const userId = await readOtpTicket(jwtSecret, ticket);
    const user = userId ? await findUserById(db, userId) : null;
    if (!user?.isActive || user.isFired || !user.otpEnabled || !user.otpSecret) throw ticketExpired();
    await limiter.hit('otpUser', user.id);
    await acceptCode(user.id, user.otpSecret, user.otpLastStep, token).catch((error) => {
      countLoginRefusal(request, 'otp');
      throw error;
    });
    await touchLastLogin(db, user.id);
    countLogin(request, 'success');
    const issued = await tokens.issue(user.id);
    return { token: issued, user: await authStateUser(db, user.id) };
  });
};
