import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, letterheadSchema } from '@sarafi/core';
import { readLetterhead, updateLetterhead } from './letterhead';

/** The shop's letterhead (docs/decisions.md, Receipts): every signed-in user prints it; only admins change it. */
export async function shopSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  r.get('/api/settings/letterhead', { schema: { tags, response: { 200: letterheadSchema } } }, () => readLetterhead(app.db));
  r.put(
    '/api/settings/letterhead',
    { schema: { tags, body: letterheadSchema, response: { 200: letterheadSchema, 400: errorResponse, 413: errorResponse, 503: errorResponse } } },
    (request) => updateLetterhead(app.db, request.body),
  );
}
