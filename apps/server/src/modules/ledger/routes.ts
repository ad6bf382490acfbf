import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentRule, errorResponse, postTransactionBody, transactionMessages, transactionSchema } from '@sarafi/core';
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
      // Who may post a type is its rule's (vouchers move the shop's cash), whichever route or client sends it.
      if (!documentRule(doc.transType).may(actor.role, 'post')) throw new AppError(403, transactionMessages.postNotAllowed, 'transaction.postNotAllowed');
      return sendIdempotent(app.db, request, reply, '/api/transactions', (tx) => postTransaction(tx, doc, actor), 201);
    },
  );
}
