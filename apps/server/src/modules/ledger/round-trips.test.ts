import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every statement the app sends PostgreSQL while `run` runs, in order (a wrapper of pg's one query method). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    seen.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

describe('round trips a posting makes', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let ahmad: number;
  let bilal: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    const make = async (accountName: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName, currencyId: 2, accountType: 'customer' } })).json().id as number;
    ahmad = await make('ahmad');
    bilal = await make('bilal');
    clerk = await t.cookieFor('user');
    const till = (await t.app.inject({ method: 'POST', url: '/api/tills', headers: { cookie: admin }, payload: { name: 'Counter 1' } })).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/tills/${till.id}/shifts`, headers: { cookie: clerk }, payload: { float: [] } })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin, ...headers }, payload });
  const onTill = () => ({ cookie: clerk });
  const transfer = () => ({ transType: 'Transfer', outAccountId: ahmad, inAccountId: bilal, currencyId: 2, dAmount: '10', transDescription: 'rent', cTransDescription: 'rent' });
  const debit = () => ({ transType: 'Debit', outAccountId: ahmad, inAccountId: 11, currencyId: 2, dAmount: '10', transDescription: 'cash' });

  /** Statements of one posting, after a first one warmed the per-process caches (docs/decisions.md, Posting speed). */
  async function countOf(payload: () => object, headers: () => Record<string, string> = () => ({})) {
    expect((await post(payload(), headers())).statusCode).toBe(201);
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await post(payload(), headers())).statusCode;
    });
    expect(status).toBe(201);
    return statements;
  }

  it.each([
    ['a transfer', transfer, undefined, 6],
    ['a Debit voucher', debit, undefined, 8],
    ['a Debit voucher from a clerk on their till', debit, onTill, 8],
    ['a transfer with an Idempotency-Key', transfer, () => ({ 'idempotency-key': crypto.randomUUID() }), 8],
  ] as const)('%s takes at most its counted statements', async (_name, payload, headers, most) => {
    const statements = await countOf(payload, headers);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(most);
  });

  it('an edit, a delete and a recover take at most their counted statements', async () => {
    const posted = (await post(transfer())).json() as { id: number; transDate: string; updatedAt: string };
    const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    let status = 0;
    let body = '';
    const edit = await statementsOf(async () => {
      ({ statusCode: status, body } = await send('PUT', `/api/transactions/${posted.id}`, { ...transfer(), dAmount: '12', transDate: posted.transDate, updatedAt: posted.updatedAt }));
    });
    expect(status, body).toBe(200);
    const removal = await statementsOf(async () => {
      status = (await send('DELETE', `/api/transactions/${posted.id}`, { reason: 'entered twice', formName: 'Search Transactions' })).statusCode;
    });
    expect(status).toBe(200);
    const [deleted] = rowsOf<{ id: number }>(await t.handle.db.execute(sql`select id from deleted_transactions where original_transaction_id = ${posted.id}`));
    const recovery = await statementsOf(async () => {
      status = (await send('POST', `/api/deleted-transactions/${deleted!.id}/recover`)).statusCode;
    });
    expect(status).toBe(200);
    expect(edit.length, edit.join('\n')).toBeLessThanOrEqual(21);
    expect(removal.length, removal.join('\n')).toBeLessThanOrEqual(15);
    expect(recovery.length, recovery.join('\n')).toBeLessThanOrEqual(21);
  });
});
