import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, fxProfitQuery, fxProfitResponse, positionsResponse } from '@sarafi/core';
import { shopToday } from '../../lib/shop-day';
import { actorOf } from '../../plugins/context';
import { exportWorkbook } from '../exports/export-builder';
import type { SheetSpec } from '../exports/sheet-spec';
import { fxProfitSheets } from './export-fx-profit';
import { positionsSheets } from './export-positions';
import { readFxProfit } from './read-fx-profit';
import { readPositions } from './read-positions';

async function sendWorkbook(reply: FastifyReply, fileName: string, sheets: () => Promise<SheetSpec[]>) {
  const data = await exportWorkbook(sheets);
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(data);
}

/** The exchange desk's reports (docs/decisions.md, Exchange desk): realised profit over a range of shop days, and the positions now. */
export async function fxReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exchange desk'];
  const errors = { 400: errorResponse, 403: errorResponse };
  r.get('/api/reports/fx-profit', { schema: { tags, querystring: fxProfitQuery, response: { 200: fxProfitResponse, ...errors } } }, (request) =>
    readFxProfit(app.db, request.query),
  );
  r.get('/api/reports/positions', { schema: { tags, response: { 200: positionsResponse, ...errors } } }, () => readPositions(app.db));

  // The workbooks speak the reader's language and calendar; no response schema on a file, errors still leave as { message }.
  r.get('/api/reports/fx-profit/export', { schema: { tags, querystring: fxProfitQuery } }, (request, reply) => {
    const { from, to } = request.query;
    return sendWorkbook(reply, `fx_profit_${from}_${to}.xlsx`, async () => fxProfitSheets(await readFxProfit(app.db, request.query), actorOf(request.user)));
  });
  r.get('/api/reports/positions/export', { schema: { tags } }, (request, reply) =>
    sendWorkbook(reply, `positions_${shopToday()}.xlsx`, async () => positionsSheets(await readPositions(app.db), actorOf(request.user), app.config.SHOP_TIME_ZONE)),
  );
}
