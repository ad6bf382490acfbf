import type { FastifyReply, FastifyRequest } from 'fastify';
import { transactionMessages } from '@sarafi/core';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/context';
import { runIdempotent } from './idempotency';

/** The stored key's column length. A longer key is refused: cut short, two different keys could become one. */
export const maxIdempotencyKeyLength = 255;

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  if (key.length > maxIdempotencyKeyLength) throw new AppError(400, transactionMessages.idempotencyKeyTooLong, 'transaction.idempotencyKeyTooLong');
  return key;
}

/**
 * A money-moving route's write, run once per `Idempotency-Key` header (docs/architecture.md, Ledger) in one database transaction, and
 * its response sent; a retry with the same key gets the first response. `path` names the resource, so one key
 * cannot be replayed against another.
 */
export async function sendIdempotent<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  write: (tx: Transaction) => Promise<T>,
  statusCode = 200,
) {
  const response = await runIdempotent(
    db,
    { userId: actorOf(request.user).id, key: idempotencyKeyOf(request), method: request.method, path, body: request.body },
    async (tx) => ({ statusCode, body: await write(tx) }),
  );
  return reply.code(response.statusCode).send(response.body);
}
