import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { actorOf } from '../../plugins/context';
import { runIdempotent } from './idempotency';

/**
 * A money-moving route's write, run once per `Idempotency-Key` header (DESIGN §3) in one database transaction, and
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
  const key = request.headers['idempotency-key'];
  const response = await runIdempotent(
    db,
    { userId: actorOf(request.user).id, key: typeof key === 'string' ? key.slice(0, 255) : undefined, method: request.method, path, body: request.body },
    async (tx) => ({ statusCode, body: await write(tx) }),
  );
  return reply.code(response.statusCode).send(response.body);
}
