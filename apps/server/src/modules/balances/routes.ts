import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountBalanceRow,
  accountBalancesBody,
  cashShopRow,
  currencyBalanceRow,
  currencySymbol,
  errorResponse,
  serverMessages,
  type AccountNature,
} from '@sarafi/core';
import { notFound } from '../../lib/errors';
import { designatedAccount } from './designated-account';
import { balancesOfAccountCodes, cashBalances } from './read-balances';

/** Account 11 is the shop's cash: what the shop holds. */
const cashNature = 'asset' satisfies AccountNature;

export async function balanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['balances'];

  r.post(
    '/api/account-balances',
    { schema: { tags, body: accountBalancesBody, response: { 200: z.array(accountBalanceRow), 400: errorResponse } } },
    (request) => balancesOfAccountCodes(app.db, request.body.accountCodes),
  );

  r.get('/api/accounts/11/balances', { schema: { tags, response: { 200: z.array(currencyBalanceRow) } } }, async () =>
    (await cashBalances(app.db)).map((b) => ({ currency: b.currency, balance: b.balance, nature: cashNature })),
  );

  r.get('/api/cash-shop-balance', { schema: { tags, response: { 200: z.array(cashShopRow) } } }, async () =>
    (await cashBalances(app.db)).map((b) => ({ currencyid: b.currencyId, currency: currencySymbol(b.currency), currentbalance: b.balance, nature: cashNature })),
  );

  r.get(
    '/api/:name-balance',
    { schema: { tags, params: z.object({ name: z.string() }), response: { 200: z.array(accountBalanceRow), 404: errorResponse } } },
    async (request) => {
      const designated = await designatedAccount(app.db);
      if (request.params.name !== designated.name) throw notFound(serverMessages.notFound, 'notFound');
      return balancesOfAccountCodes(app.db, [designated.accountCode]);
    },
  );
}
