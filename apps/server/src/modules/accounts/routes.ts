import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountListQuery, accountSearchItem, accountSchema, createAccountBody, errorResponse, idParam, statementQuery, statementSchema, updateAccountBody } from '@sarafi/core';
import { assertAccountReadable } from './account-access';
import { getDocument } from './account-documents';
import { accountStatement } from './account-statement';
import { createAccount } from './create-account';
import { exportAccounts } from './export-accounts';
import { exportStatement } from './export-statement';
import { getAccount } from './get-account';
import { listAccounts } from './list-accounts';
import { updateAccount } from './update-account';
import { actorOf } from '../../plugins/context';
import { shopToday } from '../../lib/shop-day';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
/** Two images of 2 MB each arrive base64-encoded inside the JSON body. */
const imageBodyLimit = 6 * 1024 * 1024;

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  // Every read of one account (record, statement, its export, images) passes the owner-only rule first; this plugin's hooks see only its own routes.
  app.addHook('preHandler', async (request) => {
    const { id } = request.params as { id?: unknown };
    if (request.method === 'GET' && typeof id === 'number') await assertAccountReadable(app.db, id, actorOf(request.user).role);
  });

  r.get('/api/accounts', { schema: { tags, querystring: accountListQuery, response: { 200: z.array(accountSearchItem) } } }, async (request, reply) => {
    const { items, total, capped } = await listAccounts(app.db, request.query);
    reply.header('X-Total-Count', String(total));
    if (capped) reply.header('X-Total-Count-Capped', 'true');
    return items;
  });

  r.get('/api/accounts/export', { schema: { tags, querystring: accountListQuery.pick({ q: true }) } }, async (request, reply) => {
    const file = await exportAccounts(app.db, request.query.q, app.config.SHOP_TIME_ZONE);
    const date = shopToday();
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="accounts_${date}.xlsx"`)
      .send(file);
  });

  r.get('/api/accounts/:id', { schema: { tags, params: idParam, response: { 200: accountSchema, ...errors } } }, (request) =>
    getAccount(app.db, request.params.id),
  );

  r.post(
    '/api/accounts',
    { bodyLimit: imageBodyLimit, schema: { tags, body: createAccountBody, response: { 201: accountSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return createAccount(app.db, request.body);
    },
  );

  r.patch(
    '/api/accounts/:id',
    { bodyLimit: imageBodyLimit, schema: { tags, params: idParam, body: updateAccountBody, response: { 200: accountSchema, ...errors } } },
    (request) => updateAccount(app.db, request.params.id, request.body, actorOf(request.user)),
  );

  r.get(
    '/api/accounts/:id/statement',
    { schema: { tags, params: idParam, querystring: statementQuery, response: { 200: statementSchema, ...errors } } },
    (request) => accountStatement(app.db, request.params.id, request.query),
  );

  r.get(
    '/api/accounts/:id/statement/export',
    // No response schema, as for the accounts export: the body is a file, and errors still leave as { message }.
    { schema: { tags, params: idParam, querystring: statementQuery } },
    async (request, reply) => {
      const { fileName, data } = await exportStatement(app.db, request.params.id, request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(data);
    },
  );

  for (const kind of ['picture', 'signature'] as const) {
    r.get(`/api/accounts/:id/${kind}`, { schema: { tags, params: idParam } }, async (request, reply) => {
      const image = await getDocument(app.db, request.params.id, kind);
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(Buffer.from(image.data));
    });
  }
}
