import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, fxProfitQuery, fxProfitResponse, positionsResponse } from '@sarafi/core';
import { readFxProfit } from './read-fx-profit';
import { readPositions } from './read-positions';

/** The exchange desk's reports (issue 21): realised profit over a range of shop days, and the positions now. */
export async function fxReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exchange desk'];
  const errors = { 400: errorResponse, 403: errorResponse };
  r.get('/api/reports/fx-profit', { schema: { tags, querystring: fxProfitQuery, response: { 200: fxProfitResponse, ...errors } } }, (request) =>
    readFxProfit(app.db, request.query),
  );
  r.get('/api/reports/positions', { schema: { tags, response: { 200: positionsResponse, ...errors } } }, () => readPositions(app.db));
}
