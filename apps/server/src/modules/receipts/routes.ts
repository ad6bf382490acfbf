import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam, receiptSchema } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { getReceipt } from './get-receipt';

/** The receipt of any live transaction, for the print right after saving and for every reprint. */
export async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/transactions/:id/receipt',
    { schema: { tags: ['transactions'], params: idParam, response: { 200: receiptSchema, 404: errorResponse } } },
    (request) => getReceipt(app.db, request.params.id, actorOf(request.user), `${request.protocol}://${request.host}`),
  );
}
