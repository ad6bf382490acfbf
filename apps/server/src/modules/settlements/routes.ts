import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalSubmitted, errorResponse, postSettlementBody, transactionSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { keepApprovalReason, sendApprovable } from '../approvals/send-approvable';
import { pinnedDay } from '../approvals/pinned-day';
import { postSettlement } from './post-settlement';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse, 422: errorResponse };

/** Settlements of partners' balances (docs/decisions.md, Partners and settlements); once posted they are edited, deleted and recovered as transactions. */
export async function settlementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/settlements',
    { preValidation: keepApprovalReason, schema: { tags: ['transactions'], body: postSettlementBody, response: { 201: transactionSchema, 202: approvalSubmitted, ...errors } } },
    (request, reply) => {
      const body = { ...request.body, transDate: pinnedDay(request.body.transDate) };
      return sendApprovable(app.db, request, reply, '/api/settlements', { kind: 'settlement', targetId: null, body }, (tx) => postSettlement(tx, request.body, actorOf(request.user)), 201);
    },
  );
}
