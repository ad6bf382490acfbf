import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cashBookQuery, cashBookResponse, errorResponse, shopDate, trialBalanceQuery, trialBalanceResponse } from '@sarafi/core';
import { readCashBook } from './read-cash-book';
import { readTrialBalance } from './read-trial-balance';

/** The shop's books (issue 20): the cash book (roznamcha) and the trial balance, by shop day. */
export async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['books'];
  const errors = { 400: errorResponse, 404: errorResponse };

  r.get('/api/reports/cash-book', { schema: { tags, querystring: cashBookQuery, response: { 200: cashBookResponse, ...errors } } }, (request) =>
    readCashBook(app.db, request.query, app.config.SHOP_TIME_ZONE),
  );

  r.get('/api/reports/trial-balance', { schema: { tags, querystring: trialBalanceQuery, response: { 200: trialBalanceResponse, 400: errorResponse } } }, (request) =>
    readTrialBalance(app.db, request.query.asOf ?? shopDate(new Date(), app.config.SHOP_TIME_ZONE)),
  );
}
