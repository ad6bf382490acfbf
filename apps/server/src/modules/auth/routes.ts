import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, loggedInUser, loginBody, signedInUser, twoFactorChallenge, updatePreferencesBody } from '@sarafi/core';
import { clearSessionCookie, SESSION_COOKIE, sessionPolicy, setPendingSignInCookie, setSessionCookie } from '../../plugins/auth';
import { pendingSignInMinutes } from '../two-factor/pending-sign-in';
import { actorOf } from '../../plugins/context';
import { logIn } from './log-in';
import { throttlePolicy } from './login-throttle';
import { endSession } from './sessions';
import { updatePreferences } from './update-preferences';
import { permissionNames } from '../roles/role-policy';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginBody, response: { 200: z.union([loggedInUser, twoFactorChallenge]), 401: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const previousToken = request.cookies[SESSION_COOKIE];
      const signedIn = await logIn(app.db, { ...request.body, ip: request.ip, previousToken }, { ...sessionPolicy(app), ...throttlePolicy(app.config) });
      if ('pendingToken' in signedIn) {
        if (previousToken) clearSessionCookie(reply);
        setPendingSignInCookie(request, reply, signedIn.pendingToken, pendingSignInMinutes);
        return { twoFactorRequired: true as const, enrolmentRequired: signedIn.enrolmentRequired };
      }
      setSessionCookie(request, reply, signedIn.token);
      return { ...signedIn.user, permissions: await permissionNames(app.db, signedIn.user.role) };
    },
  );

  r.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: z.object({ message: z.string() }) } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(app.db, token);
    clearSessionCookie(reply);
    return { message: 'Logged out' };
  });

  r.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: signedInUser, 401: errorResponse } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = actorOf(request.user);
    return { ...user, shopTimeZone: app.config.SHOP_TIME_ZONE, permissions: await permissionNames(app.db, user.role) };
  });

  r.put(
    '/api/auth/me/preferences',
    { schema: { tags: ['auth'], body: updatePreferencesBody, response: { 200: signedInUser, 400: errorResponse, 401: errorResponse } } },
    async (request) => {
      const user = await updatePreferences(app.db, actorOf(request.user), request.body);
      return { ...user, shopTimeZone: app.config.SHOP_TIME_ZONE, permissions: await permissionNames(app.db, user.role) };
    },
  );
}
