import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, postSettlementBody, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { sendIdempotent } from '../ledger/send-idempotent';
import { postSettlement } from './post-settlement';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse, 422: errorResponse };

/** Settlements of partners' balances (docs/decisions.md, Partners and settlements); once posted they are edited, deleted and recovered as transactions. */
export async function settlementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/settlements',
    { schema: { tags: ['transactions'], body: postSettlementBody, response: { 201: transactionSchema, ...errors } } },
    (request, reply) => sendIdempotent(app.db, request, reply, '/api/settlements', (tx) => postSettlement(tx, request.body, actorOf(request.user)), 201),
  );
}
