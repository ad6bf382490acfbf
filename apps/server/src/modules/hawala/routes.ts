import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  approvalSubmitted,
  cancelSentHawalaBody,
  createHawalaBody,
  errorResponse,
  hawalaDetailSchema,
  hawalaDetailsQuery,
  hawalaListQuery,
  hawalaMessages,
  createdHawalaSchema,
  hawalaSchema,
  hawalaSettingsSchema,
  hawalaStatusChangeResponse,
  idParam,
  markHawalaPaidBody,
  NEXT_CURSOR_HEADER,
  passedHawalaQuery,
  passedHawalaTransactionSchema,
  passHawalaBody,
  passHawalaResponse,
  recentHawalaItem,
  recentHawalaQuery,
  TOTAL_COUNT_HEADER,
  updateHawalaSettingsBody,
} from '@sarafi/core';
import { hawalas } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/context';
import { sendIdempotent } from '../ledger/send-idempotent';
import { keepApprovalReason, sendApprovable } from '../approvals/send-approvable';
import { cancelHawala } from './cancel-hawala';
import { cancelSentHawala } from './cancel-sent-hawala';
import { createHawala } from './create-hawala';
import type { Page } from './hawala-cursor';
import { getHawalaSettings, resetHawalaSettings, saveHawalaSettings } from './hawala-settings';
import { listHawalaDetails } from './list-hawala-details';
import { listHawalas, recentHawalas } from './list-hawalas';
import { listPassedHawala } from './list-passed-hawala';
import { markHawalaPending } from './mark-hawala-pending';
import { markSentHawalaPaid } from './mark-sent-hawala-paid';
import { hawalaView } from './hawala-view';
import { passHawala } from './pass-hawala';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

function sendPage<T>(reply: FastifyReply, page: Page<T>) {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** Hawala serials (docs/architecture.md, Screens, Hawala Serial), transfers (docs/architecture.md, Screens, Hawala Transaction), the imported list and pass / pending / cancel (docs/architecture.md, Screens, Pass Hawala). */
export async function hawalaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hawala'];

  r.get('/api/hawala-settings', { schema: { tags, response: { 200: hawalaSettingsSchema } } }, () => getHawalaSettings(app.db));

  r.put('/api/hawala-settings', { schema: { tags, body: updateHawalaSettingsBody, response: { 200: hawalaSettingsSchema, ...errors } } }, (request) =>
    saveHawalaSettings(app.db, request.body),
  );

  r.post('/api/hawala-settings/reset', { schema: { tags, response: { 200: hawalaSettingsSchema, ...errors } } }, () => resetHawalaSettings(app.db));

  r.post('/api/hawala', { schema: { tags, body: createHawalaBody, response: { 201: createdHawalaSchema, ...errors } } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, '/api/hawala', (tx) => createHawala(tx, request.body, actorOf(request.user)), 201),
  );

  r.get('/api/hawala', { schema: { tags, querystring: hawalaListQuery, response: { 200: z.array(hawalaSchema), 400: errorResponse } } }, async (request, reply) =>
    sendPage(reply, await listHawalas(app.db, request.query, actorOf(request.user))),
  );

  r.get('/api/hawala/:id', { schema: { tags, params: idParam, response: { 200: hawalaSchema, ...errors } } }, async (request) => {
    const hawala = await hawalaView(app.db, eq(hawalas.id, request.params.id), actorOf(request.user));
    if (!hawala) throw notFound(hawalaMessages.sentHawalaNotFound, 'hawala.sentHawalaNotFound');
    return hawala;
  });

  r.post(
    '/api/hawala/:id/paid',
    { schema: { tags, params: idParam, body: markHawalaPaidBody, response: { 200: hawalaSchema, ...errors } } },
    (request, reply) => {
      const { id } = request.params;
      const partner = request.body.partnerAccountId;
      return sendIdempotent(app.db, request, reply, `/api/hawala/${id}/paid`, (tx) => markSentHawalaPaid(tx, id, partner, actorOf(request.user)));
    },
  );

  r.post(
    '/api/hawala/:id/cancel',
    { schema: { tags, params: idParam, body: cancelSentHawalaBody, response: { 200: hawalaSchema, ...errors } } },
    (request, reply) => {
      const { id } = request.params;
      return sendIdempotent(app.db, request, reply, `/api/hawala/${id}/cancel`, (tx) => cancelSentHawala(tx, id, request.body, actorOf(request.user)));
    },
  );

  r.get('/api/hawala/recent', { schema: { tags, querystring: recentHawalaQuery, response: { 200: z.array(recentHawalaItem), 400: errorResponse } } }, (request) =>
    recentHawalas(app.db, request.query.limit),
  );

  r.get(
    '/api/hawala-details',
    { schema: { tags, querystring: hawalaDetailsQuery, response: { 200: z.array(hawalaDetailSchema), 400: errorResponse } } },
    async (request, reply) => {
      const page = await listHawalaDetails(app.db, request.query);
      if (page.total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return sendPage(reply, page);
    },
  );

  r.get(
    '/api/transactions/passed-hawala',
    { schema: { tags, querystring: passedHawalaQuery, response: { 200: z.array(passedHawalaTransactionSchema), 400: errorResponse } } },
    async (request, reply) => sendPage(reply, await listPassedHawala(app.db, request.query)),
  );

  r.post(
    '/api/hawala/pass/:id',
    { preValidation: keepApprovalReason, schema: { tags, params: idParam, body: passHawalaBody, response: { 200: passHawalaResponse, 202: approvalSubmitted, ...errors } } },
    (request, reply) => {
      const { id } = request.params;
      return sendApprovable(app.db, request, reply, `/api/hawala/pass/${id}`, { kind: 'pass', targetId: id, body: request.body }, (tx) => passHawala(tx, id, request.body, actorOf(request.user)));
    },
  );

  r.put('/api/hawala/pending/:id', { schema: { tags, params: idParam, response: { 200: hawalaStatusChangeResponse, ...errors } } }, (request, reply) => {
    const { id } = request.params;
    return sendIdempotent(app.db, request, reply, `/api/hawala/pending/${id}`, (tx) => markHawalaPending(tx, id, actorOf(request.user)));
  });

  r.put('/api/hawala/cancel/:id', { schema: { tags, params: idParam, response: { 200: hawalaStatusChangeResponse, ...errors } } }, (request, reply) => {
    const { id } = request.params;
    return sendIdempotent(app.db, request, reply, `/api/hawala/cancel/${id}`, (tx) => cancelHawala(tx, id, actorOf(request.user)));
  });
}
