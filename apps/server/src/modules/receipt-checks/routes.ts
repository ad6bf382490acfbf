import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkTokenParam, errorResponse, receiptCheckSchema, serverMessages } from '@sarafi/core';
import { readReceiptCheck } from './read-receipt-check';

/**
 * Anyone holding a slip may check it, without signing in; 30 checks a minute per address keep guessing pointless
 * (docs/decisions.md, Receipts, A receipt a customer can check). The limit is per process, like the flood limit.
 */
export const checkRateLimit = { max: 30, timeWindow: '1 minute', allowList: () => false };

export async function receiptCheckRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/check/:token',
    { config: { rateLimit: checkRateLimit }, schema: { tags: ['receipts'], params: checkTokenParam, response: { 200: receiptCheckSchema, 404: errorResponse, 429: errorResponse } } },
    (request) => readReceiptCheck(app.db, request.params.token),
  );
  // The page the QR code opens is the web app's, limited like its data so the address cannot be walked either.
  app.get('/check/:token', { config: { rateLimit: checkRateLimit } }, (_request, reply) =>
    app.hasReplyDecorator('sendFile') ? reply.type('text/html').sendFile('index.html') : reply.code(404).send({ message: serverMessages.notFound, code: 'notFound' }),
  );
}
