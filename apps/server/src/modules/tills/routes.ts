import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptHandoverBody,
  approvalSubmitted,
  approveShiftBody,
  cashMoveBody,
  clerkShortagesResponse,
  closeShiftBody,
  createTillBody,
  currentShiftResponse,
  errorResponse,
  handoverBody,
  handoverRecipientsResponse,
  idParam,
  openShiftBody,
  shiftMoveParams,
  shiftSchema,
  tillSchema,
  tillSettingsSchema,
  tillsResponse,
  tillVariancesQuery,
  tillVariancesResponse,
  userIdParam,
  writeOffResponse,
  writeOffShortageBody,
} from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { sendIdempotent } from '../ledger/send-idempotent';
import { sendApprovable } from '../approvals/send-approvable';
import { acceptHandover } from './accept-handover';
import { approveShift } from './approve-shift';
import { confirmMove, handTopUp, requestDrop } from './cash-moves';
import { readClerkShortages, writeOffShortage } from './clerk-shortages';
import { closeShift } from './close-shift';
import { createTill } from './create-till';
import { handOver } from './hand-over';
import { readHandoverRecipients } from './handover-recipients';
import { openShift } from './open-shift';
import { readCurrentShift, readShift } from './read-shift';
import { readTills } from './read-tills';
import { readTillVariances } from './till-variances';
import { readTillSettings, saveTillSettings } from './till-settings';

/**
 * Tills, shifts and the safe (docs/decisions.md, Tills and shifts). Every write that moves cash is one database
 * transaction under an `Idempotency-Key`; a clerk's refusal to work another's till is the use case's 403.
 */
export async function tillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tills'];
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
  const shiftWrite = { response: { 200: shiftSchema, ...errors } };

  r.get('/api/tills', { schema: { tags, description: 'Every till and the safe (isSafe). Balances and variances only for holders of `tills`.', response: { 200: tillsResponse } } }, (request) =>
    readTills(app.db, actorOf(request.user)),
  );
  r.post('/api/tills', { schema: { tags, body: createTillBody, response: { 201: tillSchema, ...errors } } }, async (request, reply) => {
    const actor = actorOf(request.user);
    const created = await app.db.transaction((tx) => createTill(tx, request.body, actor));
    return reply.code(201).send((await readTills(app.db, actor)).find((t) => t.id === created.id)!);
  });
  r.post(
    '/api/tills/:id/shifts',
    { schema: { tags, description: 'Open a shift with the float counted as received from the safe.', params: idParam, body: openShiftBody, response: { 201: shiftSchema, ...errors } } },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, `/api/tills/${request.params.id}/shifts`, (tx) => openShift(tx, request.params.id, request.body, actorOf(request.user)), 201),
  );

  r.get(
    '/api/tills/handover-recipients',
    { schema: { tags, description: 'Who the signed-in clerk may hand their till to: other active users who may hold a till and hold none now.', response: { 200: handoverRecipientsResponse } } },
    (request) => readHandoverRecipients(app.db, actorOf(request.user)),
  );
  r.get('/api/shifts/current', { schema: { tags, response: { 200: currentShiftResponse } } }, (request) => readCurrentShift(app.db, actorOf(request.user)));
  r.get('/api/shifts/:id', { schema: { tags, description: 'A shift with the `version` an approval names. Its clerk sees no expected cash while it is open.', params: idParam, response: { 200: shiftSchema, ...errors } } }, (request) =>
    readShift(app.db, request.params.id, actorOf(request.user)),
  );
  r.post('/api/shifts/:id/drops', { schema: { tags, params: idParam, body: cashMoveBody, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/drops`, (tx) => requestDrop(tx, request.params.id, request.body, actorOf(request.user))),
  );
  r.post('/api/shifts/:id/top-ups', { schema: { tags, params: idParam, body: cashMoveBody, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/top-ups`, (tx) => handTopUp(tx, request.params.id, request.body, actorOf(request.user))),
  );
  r.post('/api/shifts/:id/moves/:moveId/confirm', { schema: { tags, description: 'The receiving side confirms a pending drop or top-up.', params: shiftMoveParams, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/moves/${request.params.moveId}/confirm`, (tx) =>
      confirmMove(tx, request.params.id, request.params.moveId, actorOf(request.user)),
    ),
  );
  r.post('/api/shifts/:id/handover', { schema: { tags, params: idParam, body: handoverBody, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/handover`, (tx) => handOver(tx, request.params.id, request.body, actorOf(request.user))),
  );
  r.post(
    '/api/shifts/:id/handover/accept',
    { schema: { tags, description: "The receiving clerk's count; answers with their new shift on the till.", params: idParam, body: acceptHandoverBody, ...shiftWrite } },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/handover/accept`, (tx) => acceptHandover(tx, request.params.id, request.body, actorOf(request.user))),
  );
  r.post('/api/shifts/:id/close', { schema: { tags, description: 'The blind count.', params: idParam, body: closeShiftBody, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/close`, (tx) => closeShift(tx, request.params.id, request.body, actorOf(request.user))),
  );
  r.post('/api/shifts/:id/approve', { schema: { tags, params: idParam, body: approveShiftBody, ...shiftWrite } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, `/api/shifts/${request.params.id}/approve`, (tx) => approveShift(tx, request.params.id, request.body, actorOf(request.user))),
  );

  r.get('/api/reports/till-variances', { schema: { tags, querystring: tillVariancesQuery, response: { 200: tillVariancesResponse, 400: errorResponse } } }, (request) =>
    readTillVariances(app.db, request.query),
  );
  r.get('/api/clerk-shortages', { schema: { tags, response: { 200: clerkShortagesResponse } } }, () => readClerkShortages(app.db));
  // Kept for a second admin (202): the write-off posts when an approval replays it (docs/decisions.md, Tills and shifts).
  r.post(
    '/api/clerk-shortages/:userId/write-off',
    { schema: { tags, params: userIdParam, body: writeOffShortageBody, response: { 201: writeOffResponse, 202: approvalSubmitted, ...errors } } },
    (request, reply) => {
      const body = { ...request.body, userId: request.params.userId };
      return sendApprovable(
        app.db,
        request,
        reply,
        `/api/clerk-shortages/${request.params.userId}/write-off`,
        { kind: 'till-write-off', targetId: null, body },
        (tx) => writeOffShortage(tx, body, actorOf(request.user)),
        201,
      );
    },
  );

  r.get('/api/settings/tills', { schema: { tags, response: { 200: tillSettingsSchema } } }, () => readTillSettings(app.db));
  r.put('/api/settings/tills', { schema: { tags, body: tillSettingsSchema, response: { 200: tillSettingsSchema, 400: errorResponse } } }, (request) =>
    app.db.transaction((tx) => saveTillSettings(tx, request.body, actorOf(request.user))),
  );
}
