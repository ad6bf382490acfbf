import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalSubmitted, errorResponse, postTransactionBody, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { keepApprovalReason, sendApprovable } from '../approvals/send-approvable';
import { pinnedDay } from '../approvals/pinned-day';
import { postTransaction } from './post-transaction';

const errors = { 400: errorResponse, 403: errorResponse, 422: errorResponse };

export async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/transactions',
    { preValidation: keepApprovalReason, schema: { tags: ['transactions'], body: postTransactionBody, response: { 201: transactionSchema, 202: approvalSubmitted, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request.user);
      const doc = request.body;
      // A request keeps the day it was made on: approved later, it posts there or, that day closed, not at all.
      const kept = { ...doc, transDate: pinnedDay(doc.transDate) };
      return sendApprovable(app.db, request, reply, '/api/transactions', { kind: 'post', targetId: null, body: kept }, (tx) => postTransaction(tx, doc, actor), 201);
    },
  );
}
