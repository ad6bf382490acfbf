import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalCount, approvalDetail, approvalListQuery, approvalSettings, approvalSummary, approveBody, errorResponse, idParam, rejectBody } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { approveRequest, rejectRequest, withdrawRequest } from './decide-request';
import { countPending, listRequests, readRequest } from './read-requests';
import { readApprovalSettings, updateApprovalSettings } from './approval-settings';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse };

/** Pending requests and their decisions (docs/decisions.md, Approvals). */
export async function approvalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['approvals'];

  r.get('/api/approvals', { schema: { tags, querystring: approvalListQuery, response: { 200: z.array(approvalSummary), 400: errorResponse } } }, (request) =>
    listRequests(app.db, actorOf(request.user), request.query.status),
  );
  r.get('/api/approvals/count', { schema: { tags, response: { 200: approvalCount } } }, () => countPending(app.db));
  r.get('/api/approvals/:id', { schema: { tags, params: idParam, response: { 200: approvalDetail, 404: errorResponse } } }, (request) =>
    readRequest(app.db, request.params.id, actorOf(request.user)),
  );
  r.post('/api/approvals/:id/approve', { schema: { tags, params: idParam, body: approveBody, response: { 200: approvalSummary, ...errors, 422: errorResponse } } }, (request) =>
    app.db.transaction((tx) => approveRequest(tx, request.params.id, request.body.version, actorOf(request.user))),
  );
  r.post('/api/approvals/:id/reject', { schema: { tags, params: idParam, body: rejectBody, response: { 200: approvalSummary, ...errors } } }, (request) =>
    app.db.transaction((tx) => rejectRequest(tx, request.params.id, request.body.version, request.body.reason, actorOf(request.user))),
  );
  r.post('/api/approvals/:id/withdraw', { schema: { tags, params: idParam, response: { 200: approvalSummary, ...errors } } }, (request) =>
    app.db.transaction((tx) => withdrawRequest(tx, request.params.id, actorOf(request.user))),
  );

  r.get('/api/settings/approvals', { schema: { tags, response: { 200: approvalSettings } } }, () => readApprovalSettings(app.db));
  r.put('/api/settings/approvals', { schema: { tags, body: approvalSettings, response: { 200: approvalSettings, 400: errorResponse } } }, (request) =>
    updateApprovalSettings(app.db, request.body, actorOf(request.user)),
  );
}
