import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveDayCloseBody,
  booksMessages,
  cashBookQuery,
  cashBookResponse,
  closedThroughResponse,
  type CurrentUser,
  dayCloseCountSheet,
  dayCloseDateParam,
  dayCloseSchema,
  dayCloseSettingsSchema,
  errorResponse,
  reopenDayBody,
  submitDayCloseBody,
  trialBalanceQuery,
  trialBalanceResponse,
} from '@sarafi/core';
import { notFound } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { actorOf } from '../../plugins/context';
import { sendWorkbook } from '../exports/send-workbook';
import { sendIdempotent } from '../ledger/send-idempotent';
import { approveDayClose } from './approve-day-close';
import { latestDayClose, listDayCloses } from './day-close-dto';
import { readDayCloseSettings, saveDayCloseSettings } from './day-close-settings';
import { cashBookSheets, dayCloseSheets, trialBalanceSheets } from './export-books';
import { readClosedThrough } from './books-state';
import { readCashBook } from './read-cash-book';
import { readCountSheet } from './read-count-sheet';
import { readTrialBalance } from './read-trial-balance';
import { reopenDay } from './reopen-day';
import { submitDayClose } from './submit-day-close';

/** The shop's books (docs/decisions.md, Books and day close): cash book (roznamcha), day close with four-eyes approval, trial balance. */
export async function bookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['books'];
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
  const zone = () => app.config.SHOP_TIME_ZONE;
  const cashBookOf = (query: z.infer<typeof cashBookQuery>, reader: CurrentUser) => readCashBook(app.db, query, zone(), reader);
  const trialBalanceOf = (asOf: string | undefined) => readTrialBalance(app.db, asOf ?? shopToday());

  // An extension of the original answer: the expected figures may be null for a clerk during a blind count.
  const cashBookDescription =
    "The drawer's book for a day or range. While the blind count is on, a reader without day-close-admin gets each line's `balance` and each currency's `closing` as null until the count of the range's last day is in.";
  r.get('/api/reports/cash-book', { schema: { tags, description: cashBookDescription, querystring: cashBookQuery, response: { 200: cashBookResponse, ...errors } } }, (request) =>
    cashBookOf(request.query, actorOf(request.user)),
  );
  // No response schema on the files: the body is a workbook, and errors still leave as { message }.
  r.get('/api/reports/cash-book/export', { schema: { tags, description: cashBookDescription, querystring: cashBookQuery } }, (request, reply) => {
    const { from, to } = request.query;
    return sendWorkbook(reply, `cash_book_${from}${from === to ? '' : `_${to}`}.xlsx`, async () => cashBookSheets(await cashBookOf(request.query, actorOf(request.user)), zone()));
  });

  r.get('/api/reports/trial-balance', { schema: { tags, querystring: trialBalanceQuery, response: { 200: trialBalanceResponse, ...errors } } }, (request) =>
    trialBalanceOf(request.query.asOf),
  );
  r.get('/api/reports/trial-balance/export', { schema: { tags, querystring: trialBalanceQuery } }, async (request, reply) => {
    const report = await trialBalanceOf(request.query.asOf);
    return sendWorkbook(reply, `trial_balance_${report.asOf}.xlsx`, async () => trialBalanceSheets(report));
  });

  r.get('/api/day-closes', { schema: { tags, response: { 200: z.array(dayCloseSchema) } } }, () => listDayCloses(app.db));

  const closeOf = async (date: string) => {
    const close = await latestDayClose(app.db, date);
    if (!close) throw notFound(booksMessages.noPendingCount(date), 'books.noPendingCount', { date });
    return close;
  };
  r.get('/api/day-closes/:date', { schema: { tags, params: dayCloseDateParam, response: { 200: dayCloseSchema, ...errors } } }, (request) =>
    closeOf(request.params.date),
  );
  r.get('/api/day-closes/:date/count-sheet', { schema: { tags, params: dayCloseDateParam, response: { 200: dayCloseCountSheet, ...errors } } }, (request) =>
    readCountSheet(app.db, request.params.date, actorOf(request.user)),
  );
  r.get('/api/books/closed-through', { schema: { tags, response: { 200: closedThroughResponse } } }, () => readClosedThrough(app.db));
  r.get('/api/day-closes/:date/export', { schema: { tags, params: dayCloseDateParam } }, async (request, reply) => {
    const close = await closeOf(request.params.date);
    return sendWorkbook(reply, `day_close_${close.date}.xlsx`, async () => dayCloseSheets(close, zone()));
  });

  r.post('/api/day-closes', { schema: { tags, body: submitDayCloseBody, response: { 201: dayCloseSchema, ...errors } } }, (request, reply) =>
    sendIdempotent(app.db, request, reply, '/api/day-closes', (tx) => submitDayClose(tx, request.body, actorOf(request.user)), 201),
  );
  r.post(
    '/api/day-closes/:date/approve',
    { schema: { tags, params: dayCloseDateParam, body: approveDayCloseBody, response: { 200: dayCloseSchema, ...errors } } },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, `/api/day-closes/${request.params.date}/approve`, (tx) =>
        approveDayClose(tx, request.params.date, request.body, actorOf(request.user)),
      ),
  );
  r.post(
    '/api/day-closes/:date/reopen',
    { schema: { tags, params: dayCloseDateParam, body: reopenDayBody, response: { 200: dayCloseSchema, ...errors } } },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, `/api/day-closes/${request.params.date}/reopen`, (tx) =>
        reopenDay(tx, request.params.date, request.body.reason, actorOf(request.user)),
      ),
  );

  r.get('/api/day-close-settings', { schema: { tags, response: { 200: dayCloseSettingsSchema } } }, () => readDayCloseSettings(app.db));
  r.put('/api/day-close-settings', { schema: { tags, body: dayCloseSettingsSchema, response: { 200: dayCloseSettingsSchema, 400: errorResponse } } }, (request) =>
    app.db.transaction((tx) => saveDayCloseSettings(tx, request.body, actorOf(request.user))),
  );
}
