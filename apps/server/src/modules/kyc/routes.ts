import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addIdImageBody, errorResponse, idExpiryList, idImageParams, idImageSchema, idParam } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { assertAccountReadable } from '../accounts/account-access';
import { addIdImage, deleteIdImage, getIdImage, listIdImages } from './id-images';
import { idExpiryList as readIdExpiryList } from './id-expiry-list';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
/** One image of 2 MB arrives base64-encoded inside the JSON body. */
const imageBodyLimit = 3 * 1024 * 1024;

/**
 * Know your customer (docs/decisions.md, Compliance: know your customer): an account's ID document images follow the
 * account's permissions (and its owner-only reads); the ID expiry list is the compliance officer's.
 */
export async function kycRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];

  app.addHook('preHandler', async (request) => {
    const { id } = request.params as { id?: unknown };
    if (typeof id === 'number') await assertAccountReadable(app.db, id, actorOf(request.user).role);
  });

  r.get('/api/accounts/:id/id-images', { schema: { tags, params: idParam, response: { 200: z.array(idImageSchema), ...errors } } }, (request) =>
    listIdImages(app.db, request.params.id),
  );

  r.post(
    '/api/accounts/:id/id-images',
    { bodyLimit: imageBodyLimit, schema: { tags, params: idParam, body: addIdImageBody, response: { 201: idImageSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return addIdImage(app.db, request.params.id, request.body.image);
    },
  );

  r.get('/api/accounts/:id/id-images/:imageId', { schema: { tags, params: idImageParams } }, async (request, reply) => {
    const image = await getIdImage(app.db, request.params.id, request.params.imageId);
    // An image's id is never reused and its bytes never change: the browser may keep it.
    return reply.type(image.contentType).header('Cache-Control', 'private, max-age=31536000, immutable').header('Content-Disposition', 'inline').send(Buffer.from(image.data));
  });

  r.delete('/api/accounts/:id/id-images/:imageId', { schema: { tags, params: idImageParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await deleteIdImage(app.db, request.params.id, request.params.imageId);
    return reply.code(204).send(null);
  });

  r.get('/api/compliance/id-expiry', { schema: { tags, response: { 200: idExpiryList } } }, () => readIdExpiryList(app.db));
}
