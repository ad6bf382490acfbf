import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { actorOf } from '../../plugins/context';
import { runIdempotent, type StoredResponse } from '../ledger/idempotency';
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
 * When a check throws the approval signal, the write's whole database transaction is rolled back (no balance moved, the
 * key not kept) and the request is stored in a transaction of its own, under the same key, answering 202
 * `{ approvalId, status: 'pending' }`. The key keeps that answer, so a retried submit makes one request. Not a
 * savepoint around the write: that cost every posting two round trips for the rare one that needs an approver
 * (docs/decisions.md, Posting speed).
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
  const idempotent = { userId: maker.id, key: idempotencyKeyOf(request), method: request.method, path, body: request.body };
  let response: StoredResponse<unknown>;
  try {
    response = await runIdempotent<unknown>(db, idempotent, async (tx) => ({ statusCode, body: await write(tx) }));
  } catch (error) {
    if (!(error instanceof ApprovalNeeded)) throw error;
    const submitted = (tx: Transaction) => submitRequest(tx, { ...submission, approvalReason: reasons.get(request) ?? null }, error.grounds, maker);
    response = await runIdempotent<unknown>(db, idempotent, async (tx) => ({ statusCode: 202, body: await submitted(tx) }));
  }
  return reply.code(response.statusCode).send(response.body);
}
