import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardResponse,
  currencyRatesSchema,
  errorResponse,
  exchangeDeskSettings,
  idParam,
  rateHistoryResponse,
  updateExchangeDeskBody,
  updateRatesBody,
} from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { readBoard } from './board';
import { readDeskSettings, saveDeskSettings } from './desk-settings';
import { readRateHistory, readRates, updateRates } from './rates';

/** Board rates and their history, the desk's settings, and the public board (docs/decisions.md, Exchange desk). */
export async function fxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exchange desk'];
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
  r.get('/api/currencies/:id/rates', { schema: { tags, params: idParam, response: { 200: currencyRatesSchema, ...errors } } }, (request) =>
    readRates(app.db, request.params.id),
  );
  r.put(
    '/api/currencies/:id/rates',
    { schema: { tags, params: idParam, body: updateRatesBody, response: { 200: currencyRatesSchema, ...errors } } },
    (request) => updateRates(app.db, request.params.id, request.body, actorOf(request.user)),
  );
  r.get('/api/currencies/:id/rate-history', { schema: { tags, params: idParam, response: { 200: rateHistoryResponse, ...errors } } }, (request) =>
    readRateHistory(app.db, request.params.id),
  );
  r.get('/api/settings/exchange-desk', { schema: { tags, response: { 200: exchangeDeskSettings } } }, () => readDeskSettings(app.db));
  r.put(
    '/api/settings/exchange-desk',
    { schema: { tags, body: updateExchangeDeskBody, response: { 200: exchangeDeskSettings, ...errors } } },
    (request) => saveDeskSettings(app.db, request.body, actorOf(request.user)),
  );
  r.get('/api/board', { schema: { tags, response: { 200: boardResponse, 404: errorResponse } } }, () => readBoard(app.db));
}
