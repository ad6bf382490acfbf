import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCurrencyBody, currencySchema, errorResponse, idParam, updateCurrencyBody } from '@sarafi/core';
import { createCurrency } from './create-currency';
import { deleteCurrency } from './delete-currency';
import { listCurrencies } from './list-currencies';
import { updateCurrency } from './update-currency';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

export async function currencyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['currencies'];

  r.get('/api/currencies', { schema: { tags, response: { 200: z.array(currencySchema) } } }, () => listCurrencies(app.db));

  r.post('/api/currencies', { schema: { tags, body: createCurrencyBody, response: { 201: currencySchema, ...errors } } }, async (request, reply) => {
    reply.code(201);
    return createCurrency(app.db, request.body);
  });

  r.put(
    '/api/currencies/:id',
    { schema: { tags, params: idParam, body: updateCurrencyBody, response: { 200: currencySchema, ...errors } } },
    (request) => updateCurrency(app.db, request.params.id, request.body),
  );

  r.delete('/api/currencies/:id', { schema: { tags, params: idParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await deleteCurrency(app.db, request.params.id);
    return reply.code(204).send(null);
  });
}
