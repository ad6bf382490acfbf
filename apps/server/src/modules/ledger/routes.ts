import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalSubmitted, documentRule, errorResponse, postTransactionBody, transactionMessages, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { AppError } from '../../lib/errors';
import { keepApprovalReason, sendApprovable } from '../approvals/send-approvable';
import { pinnedDay } from '../approvals/pinned-day';
import { postTransaction } from './post-transaction';
import { grantsOfRole } from '../roles/role-policy';

const errors = { 400: errorResponse, 403: errorResponse, 422: errorResponse };

export async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/transactions',
    { preValidation: keepApprovalReason, schema: { tags: ['transactions'], body: postTransactionBody, response: { 201: transactionSchema, 202: approvalSubmitted, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request.user);
      const doc = request.body;
      // Who may post a type is its rule's (vouchers move the shop's cash), whichever route or client sends it.
      if (!documentRule(doc.transType).may(await grantsOfRole(app.db, actor.role), 'post')) throw new AppError(403, transactionMessages.postNotAllowed, 'transaction.postNotAllowed');
      // A request keeps the day it was made on: approved later, it posts there or, that day closed, not at all.
      const kept = { ...doc, transDate: pinnedDay(doc.transDate) };
      return sendApprovable(app.db, request, reply, '/api/transactions', { kind: 'post', targetId: null, body: kept }, (tx) => postTransaction(tx, doc, actor), 201);
    },
  );
}
