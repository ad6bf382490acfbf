import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionPreviewResponse,
  commissionRangeBody,
  commissionRatesResponse,
  commissionRunSchema,
  errorResponse,
  idParam,
  putCommissionRatesBody,
  reverseCommissionRunBody,
} from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { sendIdempotent } from '../ledger/send-idempotent';
import { commissionPartner } from './commission-partner';
import { readCommissionRates, saveCommissionRates } from './commission-rates';
import { listCommissionRuns } from './commission-run-dto';
import { postCommissionRun } from './post-commission-run';
import { previewCommissionRun } from './preview-commission-run';
import { reverseCommissionRun } from './reverse-commission-run';

/** A partner's commission (docs/decisions.md, Partners and settlements): rates per currency, and runs previewed, posted and reversed as a whole. */
export async function commissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['commission'];
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
  const params = idParam;

  r.get('/api/partners/:id/commission-rates', { schema: { tags, params, response: { 200: commissionRatesResponse, ...errors } } }, (request) =>
    readCommissionRates(app.db, request.params.id),
  );
  r.put('/api/partners/:id/commission-rates', { schema: { tags, params, body: putCommissionRatesBody, response: { 200: commissionRatesResponse, ...errors } } }, (request) =>
    app.db.transaction((tx) => saveCommissionRates(tx, request.params.id, request.body.rates, actorOf(request.user))),
  );

  r.post(
    '/api/partners/:id/commission-runs/preview',
    { schema: { tags, params, body: commissionRangeBody, response: { 200: commissionPreviewResponse, ...errors } } },
    (request) => previewCommissionRun(app.db, request.params.id, request.body),
  );
  r.get('/api/partners/:id/commission-runs', { schema: { tags, params, response: { 200: z.array(commissionRunSchema), ...errors } } }, async (request) => {
    await commissionPartner(app.db, request.params.id);
    return listCommissionRuns(app.db, request.params.id);
  });
  r.post(
    '/api/partners/:id/commission-runs',
    { schema: { tags, params, body: commissionRangeBody, response: { 201: commissionRunSchema, ...errors } } },
    (request, reply) =>
      sendIdempotent(
        app.db,
        request,
        reply,
        `/api/partners/${request.params.id}/commission-runs`,
        (tx) => postCommissionRun(tx, request.params.id, request.body, actorOf(request.user)),
        201,
      ),
  );
  r.post(
    '/api/commission-runs/:id/reverse',
    { schema: { tags, params, body: reverseCommissionRunBody, response: { 200: commissionRunSchema, ...errors } } },
    (request, reply) =>
      sendIdempotent(app.db, request, reply, `/api/commission-runs/${request.params.id}/reverse`, (tx) =>
        reverseCommissionRun(tx, request.params.id, request.body.reason, actorOf(request.user)),
      ),
  );
}
