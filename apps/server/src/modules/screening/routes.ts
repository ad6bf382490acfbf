import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { errorResponse, reviewDecisionBody, reviewIdParams, sanctionsList, sanctionsListSources, sanctionsListsResponse, screeningMessages, screeningReview, screeningReviewsQuery, screeningReviewsResponse } from '@sarafi/core';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { actorOf } from '../../plugins/context';
import { readUpload } from '../hawala-import/read-upload';
import { importSanctionsList, listSanctionsLists } from './import-sanctions-list';
import { parseLocalList } from './local-list-csv';
import { decideReview, listReviews } from './reviews';
import { useDatabaseForRefusedHits } from './screen-names';
import { parseUnList } from './un-list-xml';

const MB = 1024 * 1024;
/** The UN list is about 2 MB; a file five times that is not one. */
const maxListBytes = 10 * MB;
const listSource = z.enum(sanctionsListSources);
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse };

/** Sanctions lists and the review queue (docs/decisions.md, Compliance: sanctions screening); the owner's alone (`compliance`). */
export async function screeningRoutes(app: FastifyInstance) {
  useDatabaseForRefusedHits(app.db);
  // Registered in this plugin only, as the hawala import's: no other route accepts multipart bodies.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];

  r.get('/api/compliance/sanctions-lists', { schema: { tags, response: { 200: sanctionsListsResponse } } }, async () => ({ lists: await listSanctionsLists(app.db) }));

  r.post(
    '/api/compliance/sanctions-lists',
    { schema: { tags, consumes: ['multipart/form-data'], summary: 'Import a list version: `file`, and `source` un (UN consolidated list XML) or local (CSV)', response: { 201: sanctionsList, ...errors } } },
    async (request, reply) => {
      const upload = await readUpload(request, maxListBytes);
      if (!upload.file) throw badRequest(screeningMessages.listNoFile, 'compliance.listNoFile');
      const source = listSource.safeParse(upload.fields.source?.trim() || 'un');
      if (!source.success) throw badRequest(screeningMessages.listKind, 'compliance.listKind');
      const text = new TextDecoder('utf-8').decode(upload.file.bytes);
      const parsed = source.data === 'un' ? parseUnList(text) : { generatedOn: null, entries: parseLocalList(text) };
      const list = await importSanctionsList(app.db, { source: source.data, fileName: upload.file.fileName || 'list', ...parsed }, actorOf(request.user));
      return reply.code(201).send(list);
    },
  );

  r.get('/api/compliance/reviews', { schema: { tags, querystring: screeningReviewsQuery, response: { 200: screeningReviewsResponse } } }, async (request) => ({
    reviews: await listReviews(app.db, { status: request.query.status }),
  }));

  for (const decision of ['release', 'block'] as const) {
    r.post(`/api/compliance/reviews/:id/${decision}`, { schema: { tags, params: reviewIdParams, body: reviewDecisionBody, response: { 200: screeningReview, ...errors } } }, (request) =>
      app.db.transaction((tx) => decideReview(tx, request.params.id, decision, request.body.note, actorOf(request.user))),
    );
  }
}
