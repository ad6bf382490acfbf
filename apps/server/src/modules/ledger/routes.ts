import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, errorResponse, postTransactionBody, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { AppError } from '../../lib/errors';
import { sendIdempotent } from './send-idempotent';
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
      return sendIdempotent(app.db, request, reply, '/api/transactions', (tx) => postTransaction(tx, doc, actor), 201);
    },
  );
}
