import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '../../domain/permissions';
import { forbidden, passwordExpired, profileInactive, unauthorized } from '../http/errors';
import type { Viewer } from '../modules/users/queries';
import { type Login, type TokenService, tokenFromHeader } from './tokens';

/** What a route declares in one line: `{ config: { access: 'devices.write' } }`. */
export type Access = Permission | 'public' | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Still answers while the caller must change their password (logout, password change). */
    passwordExpiredOk?: boolean;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** The id (jti) of the login the request came with: a signed link names it, and dies with it. */
    tokenId: string | null;
  }
  interface FastifyInstance {
    /** Every guarded /api route with the access it declared (the authorization matrix test reads it). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  /** null: exempt from the route guard, every field checks itself (GraphQL). */
  access: Access | null;
}

/** The login of a request, from its Authorization header; null for anonymous or refused tokens. */
const loginOf = async (tokens: TokenService, request: FastifyRequest): Promise<Login | null> => {
  const token = tokenFromHeader(request.headers.authorization);
  return token ? tokens.resolve(token) : null;
};

const viewerOfLogin = (login: Login | null): Viewer | null => {
  if (!login) return null;
  const { jti: _jti, ...viewer } = login;
  return viewer;
};

/** The caller of a request, from its Authorization header; null for anonymous or refused tokens. */
export const viewerOf = async (tokens: TokenService, request: FastifyRequest): Promise<Viewer | null> =>
  viewerOfLogin(await loginOf(tokens, request));

/**
 * Deny by default: every /api route must declare its access, or the server refuses to start;
 * each request is then checked against domain/permissions.ts before its handler runs.
 */
export const registerGuards = (
  app: FastifyInstance,
  tokens: TokenService,
  exempt: (url: string) => boolean,
) => {
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenId', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (exempt(route.url)) {
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access: null });
      return;
    }
    const { access, passwordExpiredOk } = (route.config ?? {}) as {
      access?: Access;
      passwordExpiredOk?: boolean;
    };
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    const check = async (request: FastifyRequest) => {
      if (access === 'public') return;
      const login = await loginOf(tokens, request);
      request.viewer = viewerOfLogin(login);
      request.tokenId = login?.jti ?? null;
      if (!request.viewer) throw unauthorized();
      if (request.viewer.passwordExpired && !passwordExpiredOk) throw passwordExpired();
      if (access === 'authenticated') return;
      if (request.viewer.inactive) throw profileInactive();
      if (!can(request.viewer.role, access)) throw forbidden();
    };
    route.preHandler = [
      check,
      ...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []),
    ];
  });
};
