import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createHawalaBody,
  errorResponse,
  hawalaDetailSchema,
  hawalaDetailsQuery,
  hawalaListQuery,
  hawalaSchema,
  hawalaSettingsSchema,
  hawalaStatusChangeResponse,
  idParam,
  NEXT_CURSOR_HEADER,
  passedHawalaQuery,
  passedHawalaTransactionSchema,
  passHawalaBody,
  passHawalaResponse,
  recentHawalaItem,
  recentHawalaQuery,
  updateHawalaSettingsBody,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { actorOf } from '../../plugins/context';
import { runIdempotent, type StoredResponse } from '../ledger/idempotency';
import { cancelHawala } from './cancel-hawala';
import { createHawala } from './create-hawala';
import type { Page } from './hawala-cursor';
import { getHawalaSettings, resetHawalaSettings, saveHawalaSettings } from './hawala-settings';
import { listHawalaDetails } from './list-hawala-details';
import { listHawalas, recentHawalas } from './list-hawalas';
import { listPassedHawala } from './list-passed-hawala';
import { markHawalaPending } from './mark-hawala-pending';
import { passHawala } from './pass-hawala';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

function sendPage<T>(reply: FastifyReply, page: Page<T>) {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** Hawala serials (SPEC §2.14), transfers (§2.17), the imported list and pass / pending / cancel (§2.19). */
export async function hawalaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hawala'];

  /** Money-moving writes run once per Idempotency-Key (DESIGN §3), each in one database transaction. */
  const idempotent = async <T>(request: FastifyRequest, reply: FastifyReply, path: string, write: (tx: Transaction) => Promise<StoredResponse<T>>) => {
    const actor = actorOf(request.user);
    const key = request.headers['idempotency-key'];
    const response = await runIdempotent(
      app.db,
      { userId: actor.id, key: typeof key === 'string' ? key.slice(0, 255) : undefined, method: request.method, path, body: request.body },
      write,
    );
    return reply.code(response.statusCode).send(response.body);
  };

  r.get('/api/hawala-settings', { schema: { tags, response: { 200: hawalaSettingsSchema } } }, () => getHawalaSettings(app.db));

  r.put('/api/hawala-settings', { schema: { tags, body: updateHawalaSettingsBody, response: { 200: hawalaSettingsSchema, ...errors } } }, (request) =>
    saveHawalaSettings(app.db, request.body),
  );

  r.post('/api/hawala-settings/reset', { schema: { tags, response: { 200: hawalaSettingsSchema, ...errors } } }, () => resetHawalaSettings(app.db));

  r.post('/api/hawala', { schema: { tags, body: createHawalaBody, response: { 201: hawalaSchema, ...errors } } }, (request, reply) =>
    idempotent(request, reply, '/api/hawala', async (tx) => ({ statusCode: 201, body: await createHawala(tx, request.body, actorOf(request.user)) })),
  );

  r.get('/api/hawala', { schema: { tags, querystring: hawalaListQuery, response: { 200: z.array(hawalaSchema), 400: errorResponse } } }, async (request, reply) =>
    sendPage(reply, await listHawalas(app.db, request.query)),
  );

  r.get('/api/hawala/recent', { schema: { tags, querystring: recentHawalaQuery, response: { 200: z.array(recentHawalaItem), 400: errorResponse } } }, (request) =>
    recentHawalas(app.db, request.query.limit),
  );

  r.get(
    '/api/hawala-details',
    { schema: { tags, querystring: hawalaDetailsQuery, response: { 200: z.array(hawalaDetailSchema), 400: errorResponse } } },
    async (request, reply) => sendPage(reply, await listHawalaDetails(app.db, request.query)),
  );

  r.get(
    '/api/transactions/passed-hawala',
    { schema: { tags, querystring: passedHawalaQuery, response: { 200: z.array(passedHawalaTransactionSchema), 400: errorResponse } } },
    async (request, reply) => sendPage(reply, await listPassedHawala(app.db, request.query)),
  );

  r.post(
    '/api/hawala/pass/:id',
    { schema: { tags, params: idParam, body: passHawalaBody, response: { 200: passHawalaResponse, ...errors } } },
    (request, reply) => {
      const { id } = request.params;
      return idempotent(request, reply, `/api/hawala/pass/${id}`, async (tx) => ({
        statusCode: 200,
        body: await passHawala(tx, id, request.body, actorOf(request.user)),
      }));
    },
  );

  r.put('/api/hawala/pending/:id', { schema: { tags, params: idParam, response: { 200: hawalaStatusChangeResponse, ...errors } } }, (request, reply) => {
    const { id } = request.params;
    return idempotent(request, reply, `/api/hawala/pending/${id}`, async (tx) => ({ statusCode: 200, body: await markHawalaPending(tx, id, actorOf(request.user)) }));
  });

  r.put('/api/hawala/cancel/:id', { schema: { tags, params: idParam, response: { 200: hawalaStatusChangeResponse, ...errors } } }, (request, reply) => {
    const { id } = request.params;
    return idempotent(request, reply, `/api/hawala/cancel/${id}`, async (tx) => ({ statusCode: 200, body: await cancelHawala(tx, id, actorOf(request.user)) }));
  });
}
