import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from './deps';
import { otpRoutes } from './otpRoutes';
import { passwordRoutes } from './passwordRoutes';
import { signUpRoutes } from './signUpRoutes';

export type { AccountDeps } from './deps';
export { workAccountMails } from './mails';

/** Accounts (issue 3): sign-up, e-mail verification, password recovery, two-factor. */
export const accountRoutes = (deps: AccountDeps) => async (app: FastifyInstance) => {
  await app.register(signUpRoutes(deps));
  await app.register(passwordRoutes(deps));
  await app.register(otpRoutes(deps));
};
