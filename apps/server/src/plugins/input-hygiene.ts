import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@sarafi/core';

export const nulCharacterMessage = serverMessages.nulCharacter;

/** Walks without recursion, so a deeply nested body cannot overflow the stack. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail deep inside a query as a 500. No text a clerk
 * types holds one, so it is refused at the edge, before validation, for the body, the query and the path alike.
 */
export function registerInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return reply.code(400).send({ message: nulCharacterMessage, code: 'nulCharacter' });
    }
  });
}
