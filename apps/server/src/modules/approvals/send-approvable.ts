import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { actorOf } from '../../plugins/context';
import { runIdempotent } from '../ledger/idempotency';
import { idempotencyKeyOf } from '../ledger/send-idempotent';
import { ApprovalNeeded } from './approval-signal';
import { submitRequest, type Submission } from './submit-request';

const reasons = new WeakMap<FastifyRequest, string | null>();

/**
 * preValidation hook of every approvable route: the body's `approvalReason` (checked by the route's schema) as sent,
 * since a document's parsed form keeps only the document.
 */
export async function keepApprovalReason(request: FastifyRequest) {
  const reason = (request.body as { approvalReason?: unknown } | null)?.approvalReason;
  reasons.set(request, typeof reason === 'string' ? reason.trim() : null);
}

/**
 * A write that may need approval (docs/decisions.md, Approvals), run once per Idempotency-Key like every money write.
 * The write runs in a savepoint; when a check throws the approval signal, the savepoint is rolled back (no balance
 * moved) and the request is stored in its place, answering 202 `{ approvalId, status: 'pending' }`. The key keeps that
 * answer, so a retried submit makes one request.
 */
export async function sendApprovable<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  submission: Omit<Submission, 'approvalReason'>,
  write: (tx: Transaction) => Promise<T>,
  statusCode = 200,
) {
  const maker = actorOf(request.user);
  const response = await runIdempotent<unknown>(
    db,
    { userId: maker.id, key: idempotencyKeyOf(request), method: request.method, path, body: request.body },
    async (tx) => {
      try {
        return { statusCode, body: await tx.transaction((savepoint) => write(savepoint)) };
      } catch (error) {
        if (!(error instanceof ApprovalNeeded)) throw error;
        const submitted = await submitRequest(tx, { ...submission, approvalReason: reasons.get(request) ?? null }, error.grounds, maker);
        return { statusCode: 202, body: submitted };
      }
    },
  );
  return reply.code(response.statusCode).send(response.body);
}
