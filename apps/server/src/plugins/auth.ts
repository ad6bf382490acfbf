import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, isRefusedPermission, permissionMessages, routeAccess, serverMessages, twoFactorMessages } from '@sarafi/core';
import { resolveSession } from '../modules/auth/sessions';
import { resolvePendingSignIn } from '../modules/two-factor/pending-sign-in';
import { grantsOfRole } from '../modules/roles/role-policy';
import { apiRouteOf } from './api-route';
import type { ApiRouteInfo } from './context';

export const SESSION_COOKIE = 'sarafi_session';

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);
/** Fastify adds a HEAD route for every GET; it carries the GET's access. */
const accessMethod = (method: string) => (method === 'HEAD' ? 'GET' : method);

export function sessionPolicy(app: FastifyInstance) {
  return { idleMinutes: app.config.SESSION_IDLE_MINUTES, absoluteHours: app.config.SESSION_ABSOLUTE_HOURS };
}

/** A sign-in waiting for its code (docs/decisions.md, Security, Two-step sign-in): sent only to the sign-in calls. */
export const PENDING_SIGN_IN_COOKIE = 'sarafi_pending_sign_in';
const pendingCookiePath = '/api/auth';

function secureCookie(request: FastifyRequest) {
  const { config } = request.server;
  return config.COOKIE_SECURE === 'auto' ? request.protocol === 'https' : config.COOKIE_SECURE === 'true';
}

export function setPendingSignInCookie(request: FastifyRequest, reply: FastifyReply, token: string, minutes: number) {
  reply.setCookie(PENDING_SIGN_IN_COOKIE, token, { path: pendingCookiePath, httpOnly: true, sameSite: 'strict', secure: secureCookie(request), maxAge: minutes * 60 });
}

export function clearPendingSignInCookie(reply: FastifyReply) {
  reply.clearCookie(PENDING_SIGN_IN_COOKIE, { path: pendingCookiePath });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const { config } = request.server;
  const secure = secureCookie(request);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Every /api route must be listed in the shared access table, or the app refuses to start; each request is
 * then checked against that table before its body is even parsed: no session → 401, wrong role → 403.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSignIn', null);
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of methodsOf(route.method)) {
      apiRoutes.push({ method, url: route.url });
      if (!routeAccess(accessMethod(method), route.url)) {
        throw new Error(`Route ${method} ${route.url} has no entry in apiRouteAccess (packages/core/src/api-permissions.ts)`);
      }
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = apiRouteOf(request);
    if (url === null) return;
    const access = routeAccess(accessMethod(request.method), url);
    if (access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await resolveSession(app.db, token, sessionPolicy(app)) : null;
    if (!request.user && access === 'signing-in') {
      const pendingToken = request.cookies[PENDING_SIGN_IN_COOKIE];
      request.pendingSignIn = pendingToken ? await resolvePendingSignIn(app.db, pendingToken, new Date()) : null;
      if (request.pendingSignIn) return;
      return reply.code(401).send({ message: twoFactorMessages.noPendingSignIn, code: 'twoFactor.noPendingSignIn' });
    }
    if (!request.user) {
      if (token) clearSessionCookie(reply);
      return reply.code(401).send({ message: serverMessages.unauthorized, code: 'unauthorized' });
    }
    if (access !== 'signed-in' && access !== 'signing-in' && (!access || !can(await grantsOfRole(app.db, request.user.role), access))) {
      // The refusal names what the route does, so the clerk knows whom to ask.
      if (access && isRefusedPermission(access)) return reply.code(403).send({ message: permissionMessages[access], code: `permission.${access}` });
      return reply.code(403).send({ message: serverMessages.forbidden, code: 'forbidden' });
    }
  });
}
