import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { journalVerdict } from '@sarafi/core';
import { verifyJournalOnce } from './verify-journal';

/** The journal's verification (docs/decisions.md, Journal): admins recompute the chain and compare it with the ledger. */
export async function journalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/journal/verify', { schema: { tags: ['journal'], response: { 200: journalVerdict } } }, () => verifyJournalOnce(app.db));
}
