import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, fileLctrBody, largeCashFlagsResponse, lctrFiling, lctrQuery, lctrReminder, lctrReport } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { sendWorkbook } from '../exports/send-workbook';
import { lctrSheets } from './export-lctr';
import { fileLctrMonth, readLctrReminder } from './lctr-filings';
import { readLargeCashFlags, readLctrReport } from './read-lctr';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Large cash transaction flags, the monthly report (JSON, or XLSX by `Accept` or `?format=xlsx`), its filing and reminder (docs/decisions.md, Compliance). */
export async function complianceLctrRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  const errors = { 400: errorResponse, 403: errorResponse };
  r.get('/api/compliance/flags', { schema: { tags, querystring: lctrQuery, response: { 200: largeCashFlagsResponse, ...errors } } }, (request) =>
    readLargeCashFlags(app.db, request.query),
  );
  r.get(
    '/api/compliance/lctr',
    {
      schema: {
        tags,
        description: `The month's report as JSON, or as an XLSX workbook when asked by \`Accept: ${xlsxType}\` or \`?format=xlsx\`.`,
        querystring: lctrQuery,
        response: { 200: lctrReport, ...errors },
      },
    },
    async (request, reply) => {
      const wantsXlsx = request.query.format === 'xlsx' || (request.query.format === undefined && (request.headers.accept ?? '').includes(xlsxType));
      if (!wantsXlsx) return readLctrReport(app.db, request.query);
      const { month } = request.query;
      return sendWorkbook(reply, `lctr_${month}.xlsx`, async () => lctrSheets(await readLctrReport(app.db, request.query), actorOf(request.user)));
    },
  );
  r.post('/api/compliance/lctr/filings', { schema: { tags, body: fileLctrBody, response: { 201: lctrFiling, 409: errorResponse, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await app.db.transaction((tx) => fileLctrMonth(tx, request.body, actorOf(request.user)))),
  );
  r.get('/api/compliance/lctr/reminder', { schema: { tags, response: { 200: lctrReminder, ...errors } } }, () => readLctrReminder(app.db));
}
