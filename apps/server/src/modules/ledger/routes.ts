import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, errorResponse, idParam, postTransactionBody, receiptSchema, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { AppError } from '../../lib/errors';
import { getReceipt } from './get-receipt';
import { runIdempotent } from './idempotency';
import { postTransaction } from './post-transaction';

const errors = { 400: errorResponse, 403: errorResponse, 422: errorResponse };

export async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/transactions',
    { schema: { tags: ['transactions'], body: postTransactionBody, response: { 201: transactionSchema, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request.user);
      const doc = request.body;
      // Vouchers move the shop's cash: admin only, whichever route or client sends them (SPEC §6).
      if ((doc.transType === 'Debit' && !can(actor.role, 'debit')) || (doc.transType === 'Credit' && !can(actor.role, 'credit'))) {
        throw new AppError(403, `Only an admin may post ${doc.transType.toLowerCase()} vouchers`);
      }
      const key = request.headers['idempotency-key'];
      const response = await runIdempotent(
        app.db,
        { userId: actor.id, key: typeof key === 'string' ? key.slice(0, 255) : undefined, method: 'POST', path: '/api/transactions', body: doc },
        async (tx) => ({ statusCode: 201, body: await postTransaction(tx, doc, actor) }),
      );
      return reply.code(response.statusCode).send(response.body);
    },
  );

  r.get(
    '/api/transactions/:id/receipt',
    { schema: { tags: ['transactions'], params: idParam, response: { 200: receiptSchema, 404: errorResponse } } },
    (request) => getReceipt(app.db, request.params.id),
  );
}
