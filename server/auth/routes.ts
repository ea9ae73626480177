import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../domain/messages';
import { loginSchema } from '../../domain/validation/auth';
import { yup } from '../../domain/validation/common';
import type { Db } from '../db';
import { badRequest, unauthorized } from '../http/errors';
import type { RateLimiter } from '../http/rateLimit';
import { documented } from '../http/routeDocs';
import { validate } from '../http/validate';
import { countLogin, countLoginRefusal } from '../metrics';
import { authStateUser, findUserByEmail, touchLastLogin } from '../modules/users/queries';
import { createOtpTicket } from './otp';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { type TokenService, tokenFromHeader } from './tokens';

const verifySchema = yup.object({ token: yup.string().required(MESSAGES.required) });

/** POST /api/token/, /api/token/verify/, /api/token/logout/ (part 1 §7, ARCHITECTURE.md "Auth"). */
export const authRoutes =
  (db: Db, tokens: TokenService, secret: string, limiter: RateLimiter) => async (app: FastifyInstance) => {
    const answer = async (userId: number, token: string) => ({
      token,
      user: await authStateUser(db, userId),
    });

    const tokenDoc = documented(
      { config: { access: 'public' } },
      { body: loginSchema, summary: 'Log in: a token, or a one-time-code ticket' },
    );
    app.post('/api/token/', tokenDoc, async (request) => {
      const { email, password } = await validate(loginSchema, request.body);
      // Growing delays, never a lock (server/http/rateLimit.ts LOGIN_LIMITS): per account and
      // address, per account across addresses it does not know, and a busy address's failing accounts.
      const user = await findUserByEmail(db, email);
      await limiter.checkLogin(email, request.ip, user?.id ?? null).catch((error) => {
        if (error?.statusCode === 429) countLoginRefusal(request, 'throttled');
        throw error;
      });
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !valid || !user.isActive) {
        await limiter.failLogin(email, request.ip);
        countLoginRefusal(request, 'credentials');
        throw badRequest({ non_field_errors: [MESSAGES.wrongCredentials] }, MESSAGES.wrongCredentials);
      }
      await limiter.passLogin(email, request.ip, user.id);
      if (user.isFired) {
        countLoginRefusal(request, 'fired');
        throw badRequest({ non_field_errors: [MESSAGES.accountFired] }, MESSAGES.accountFired);
      }
      if (user.otpEnabled) {
        countLogin(request, 'otp_required');
        return { otpRequired: true, ticket: await createOtpTicket(secret, user.id) };
      }
      await touchLastLogin(db, user.id);
      countLogin(request, 'success');
      return answer(user.id, await tokens.issue(user.id));
    });

    const verifyDoc = documented(
      { config: { access: 'public' } },
      { body: verifySchema, summary: 'Check a token; answers its user' },
    );
    app.post('/api/token/verify/', verifyDoc, async (request) => {
      const { token } = await validate(verifySchema, request.body);
      const viewer = await tokens.resolve(token);
      if (!viewer) throw unauthorized(MESSAGES.tokenInvalid);
      return answer(viewer.id, token);
    });

    app.post(
      '/api/token/logout/',
      documented(
        { config: { access: 'authenticated', passwordExpiredOk: true } },
        { summary: 'Log out: the token stops working' },
      ),
      async (request, reply) => {
        await tokens.revoke(tokenFromHeader(request.headers.authorization)!);
        return reply.status(204).send();
      },
    );
  };
