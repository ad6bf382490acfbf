import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loggedInUser,
  twoFactorCodeBody,
  twoFactorEnrolment,
  twoFactorMessages,
  twoFactorRecoveryCodes,
  twoFactorSettings,
  twoFactorStatus,
  twoFactorVerifyBody,
  userSchema,
  uuidParam,
} from '@sarafi/core';
import { clearPendingSignInCookie, sessionPolicy, setSessionCookie } from '../../plugins/auth';
import { actorOf } from '../../plugins/context';
import { AppError } from '../../lib/errors';
import { throttlePolicy } from '../auth/login-throttle';
import { createSession } from '../auth/sessions';
import { permissionNames } from '../roles/role-policy';
import { confirmTwoFactor } from './confirm-two-factor';
import { enrolTwoFactor } from './enrol-two-factor';
import { endPendingSignIn } from './pending-sign-in';
import { resetTwoFactor } from './reset-two-factor';
import { readTwoFactorSettings, saveTwoFactorSettings } from './two-factor-settings';
import { readTwoFactorStatus } from './two-factor-status';
import { verifySignInCode } from './verify-sign-in-code';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];

  /**
   * Who enrols: the signed-in user from their profile, or an admin the shop requires to enrol, between the password
   * and the session (a pending sign-in of step 'enrol').
   */
  function enrollingUser(request: FastifyRequest): { userId: string; pendingToken?: string } {
    if (request.user) return { userId: request.user.id };
    const pending = request.pendingSignIn;
    if (pending?.step === 'enrol') return { userId: pending.userId, pendingToken: pending.token };
    throw new AppError(401, twoFactorMessages.noPendingSignIn, 'twoFactor.noPendingSignIn');
  }

  r.get('/api/auth/2fa', { schema: { tags, response: { 200: twoFactorStatus } } }, (request) => readTwoFactorStatus(app.db, actorOf(request.user).id));

  r.post('/api/auth/2fa/enrol', { schema: { tags, response: { 200: twoFactorEnrolment, ...errors } } }, async (request) => {
    const { userId } = enrollingUser(request);
    return enrolTwoFactor(app.db, userId);
  });

  r.post('/api/auth/2fa/confirm', { schema: { tags, body: twoFactorCodeBody, response: { 200: twoFactorRecoveryCodes, ...errors } } }, async (request, reply) => {
    const now = new Date();
    const { userId, pendingToken } = enrollingUser(request);
    const recoveryCodes = await confirmTwoFactor(app.db, userId, request.body.code, now);
    if (pendingToken) {
      // The admin required to enrol has now given the password and a code: the session starts.
      await endPendingSignIn(app.db, pendingToken);
      clearPendingSignInCookie(reply);
      setSessionCookie(request, reply, await createSession(app.db, userId, sessionPolicy(app), now));
    }
    return { recoveryCodes };
  });

  r.post('/api/auth/2fa/verify', { schema: { tags, body: twoFactorVerifyBody, response: { 200: loggedInUser, ...errors } } }, async (request, reply) => {
    const { user, token } = await verifySignInCode(
      app.db,
      { ...request.body, pending: request.pendingSignIn, ip: request.ip },
      { ...sessionPolicy(app), ...throttlePolicy(app.config) },
      new Date(),
    );
    clearPendingSignInCookie(reply);
    setSessionCookie(request, reply, token);
    return { ...user, permissions: await permissionNames(app.db, user.role) };
  });

  r.get('/api/settings/two-factor', { schema: { tags, response: { 200: twoFactorSettings } } }, () => readTwoFactorSettings(app.db));

  r.put('/api/settings/two-factor', { schema: { tags, body: twoFactorSettings, response: { 200: twoFactorSettings, 400: errorResponse } } }, (request) =>
    app.db.transaction((tx) => saveTwoFactorSettings(tx, request.body, actorOf(request.user))),
  );

  r.delete('/api/users/:id/2fa', { schema: { tags, params: uuidParam, response: { 200: userSchema, ...errors } } }, (request) =>
    resetTwoFactor(app.db, request.params.id, actorOf(request.user), new Date()),
  );
}
