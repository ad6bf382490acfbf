import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalSubmitted,
  deletedTransactionSchema,
  deleteTransactionBody,
  deleteTransactionResponse,
  errorResponse,
  NEXT_CURSOR_HEADER,
  recoverTransactionBody,
  recoverTransactionResponse,
  transactionExportQuery,
  transactionHistoryEntry,
  idParam,
  transactionSchema,
  transactionSearchRow,
  transactionSearchQuery,
  updateTransactionBody,
} from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { keepApprovalReason, sendApprovable } from '../approvals/send-approvable';
import { deleteTransaction } from './delete-transaction';
import { exportDeleted, exportTransactions } from './export-transactions';
import { recoverTransaction } from './recover-transaction';
import { searchDeleted } from './search-deleted';
import { boundedSearch } from './search-filters';
import { searchTransactions } from './search-transactions';
import { transactionHistory } from './transaction-history';
import { updateTransaction } from './update-transaction';
import { shopToday } from '../../lib/shop-day';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A list page normally takes milliseconds; these bound the rare search that reads most of the table. */
const listTimeoutSeconds = 10;
const exportTimeoutSeconds = 60;

function sendXlsx(reply: FastifyReply, name: string, data: Buffer) {
  const date = shopToday();
  return reply.type(xlsx).header('Content-Disposition', `attachment; filename="${name}_${date}.xlsx"`).send(data);
}

/** Search (docs/architecture.md, Screens, Search Transactions), edit, delete to the deleted list, recover and the audit trail of transactions. */
export async function transactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['transactions'];

  r.get(
    '/api/transactions',
    { schema: { tags, querystring: transactionSearchQuery, response: { 200: z.array(transactionSearchRow), 400: errorResponse } } },
    async (request, reply) => {
      const page = await boundedSearch(app.db, listTimeoutSeconds, (tx) => searchTransactions(tx, request.query));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get('/api/transactions/export', { schema: { tags, querystring: transactionExportQuery, response: errors } }, async (request, reply) =>
    sendXlsx(reply, 'transactions', await boundedSearch(app.db, exportTimeoutSeconds, (tx) => exportTransactions(tx, request.query))),
  );

  r.put(
    '/api/transactions/:id',
    { preValidation: keepApprovalReason, schema: { tags, params: idParam, body: updateTransactionBody, response: { 200: transactionSchema, 202: approvalSubmitted, ...errors } } },
    (request, reply) =>
      sendApprovable(app.db, request, reply, `/api/transactions/${request.params.id}`, { kind: 'edit', targetId: request.params.id, body: request.body }, (tx) =>
        updateTransaction(tx, request.params.id, request.body, actorOf(request.user)),
      ),
  );

  r.delete(
    '/api/transactions/:id',
    { preValidation: keepApprovalReason, schema: { tags, params: idParam, body: deleteTransactionBody, response: { 200: deleteTransactionResponse, 202: approvalSubmitted, ...errors } } },
    (request, reply) =>
      sendApprovable(app.db, request, reply, `/api/transactions/${request.params.id}`, { kind: 'delete', targetId: request.params.id, body: request.body }, (tx) =>
        deleteTransaction(tx, request.params.id, request.body, actorOf(request.user)),
      ),
  );

  r.get(
    '/api/transactions/:id/history',
    { schema: { tags, params: idParam, response: { 200: z.array(transactionHistoryEntry), 404: errorResponse } } },
    (request) => transactionHistory(app.db, request.params.id),
  );

  r.get(
    '/api/deleted-transactions',
    { schema: { tags, querystring: transactionSearchQuery, response: { 200: z.array(deletedTransactionSchema), 400: errorResponse } } },
    async (request, reply) => {
      const page = await boundedSearch(app.db, listTimeoutSeconds, (tx) => searchDeleted(tx, request.query));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  r.get('/api/deleted-transactions/export', { schema: { tags, querystring: transactionExportQuery, response: errors } }, async (request, reply) =>
    sendXlsx(reply, 'deleted_transactions', await boundedSearch(app.db, exportTimeoutSeconds, (tx) => exportDeleted(tx, request.query, app.config.SHOP_TIME_ZONE))),
  );

  r.post(
    '/api/deleted-transactions/:id/recover',
    { preValidation: keepApprovalReason, schema: { tags, params: idParam, body: recoverTransactionBody, response: { 200: recoverTransactionResponse, 202: approvalSubmitted, ...errors } } },
    (request, reply) =>
      sendApprovable(app.db, request, reply, `/api/deleted-transactions/${request.params.id}/recover`, { kind: 'recover', targetId: request.params.id, body: request.body }, (tx) =>
        recoverTransaction(tx, request.params.id, actorOf(request.user), new Date(), request.body.creditLimitOverride === true),
      ),
  );
}
