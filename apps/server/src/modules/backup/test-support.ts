import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { expect } from 'vitest';
import pg from 'pg';
import type { DatabaseHandle, Executor } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedSystem } from '../../db/seed-system';
import { ADMIN, testAppOn, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';

/** A PostgreSQL server beside the run's own (this machine's, as CI has it), for backups that move between servers. */
export const otherServerUrl = 'postgres://postgres@127.0.0.1:5432/test';

export async function serverReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What the server does on start (main.ts): migrate, seed the system records, build the app. */
export async function startAppOn(handle: DatabaseHandle): Promise<TestApp> {
  await runMigrations(handle);
  await seedSystem(handle.db, ADMIN);
  return testAppOn(handle, { RATE_LIMIT_PER_MINUTE: 1_000_000 });
}

/**
 * A bit of every kind of record, through the API as clerks make them: vouchers, a transfer, an exchange, a
 * deleted transaction, a created hawala, imported hawalas (inserted, as the hawala tests do), one passed and
 * one cancelled. Texts carry quotes, newlines, backslashes and non-Latin letters.
 */
export async function postSampleBooks(t: TestApp) {
  const api = hawalaApi(t, await t.cookieFor('admin'));
  const usd = await api.account("Carla O'Neil", USD);
  const afn = await api.account('بلال نوری', AFN);
  const afn2 = await api.account('Dawood \\ Co', AFN);
  await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: usd, currencyId: USD, dAmount: '1200.50', transDescription: "it's a deposit\nsecond line" });
  await api.post({ transType: 'Debit', outAccountId: usd, inAccountId: 11, currencyId: USD, dAmount: '200', transDescription: 'withdrawal' });
  await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: afn, currencyId: AFN, dAmount: '70000', transDescription: 'پول نقد' });
  await api.post({ transType: 'Transfer', outAccountId: afn, inAccountId: afn2, currencyId: AFN, dAmount: '500', transDescription: 'rent', cTransDescription: 'rent in' });
  await api.post({ transType: 'Exchange', outAccountId: usd, inAccountId: afn, currencyId: USD, cCurrencyId: AFN, dAmount: '100', cAmount: '7000', exRate: '70' });
  const mistake = await api.post({ transType: 'Transfer', outAccountId: afn, inAccountId: afn2, currencyId: AFN, dAmount: '9', transDescription: 'typo', cTransDescription: 'typo' });
  expect((await api.del(mistake.id)).statusCode).toBe(200);
  const created = await api.inject('POST', '/api/hawala', { senderName: 'Ahmad', receiverName: 'Wali', amount: '100', currency: 'AFN' });
  expect(created.statusCode, created.body).toBe(201);
  const paid = await api.detail({ hawalaNo: 'BK-1', senderName: 'John', receiverName: 'Wali', rAmount: '9000.00' });
  const cancelled = await api.detail({ hawalaNo: 'BK-2', rAmount: '50.00' });
  expect((await api.pass(paid.id)).statusCode).toBe(200);
  expect((await api.cancel(cancelled.id)).statusCode).toBe(200);
}

/** Row counts of every table, every balance, the ordered ledger and the sequences' positions. */
export async function booksOf(db: Executor) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1, 2`),
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${schema}"."${name}"`)));
    counts[`${schema}.${name}`] = row!.n;
  }
  const balances = rowsOf(await db.execute(sql`select account_id, currency_id, balance::text from account_balances order by 1, 2`));
  const ledger = rowsOf(await db.execute(sql`select id::int as id, transaction_id, account_id, currency_id, amount::text, extract(epoch from created_at)::text as created_at from ledger_entries order by id`));
  const transactions = rowsOf(await db.execute(sql`select id, trans_type, d_amount::text, c_amount::text, trans_description from transactions order by id`));
  const sequences = rowsOf(await db.execute(sql`select schemaname, sequencename, last_value::int as last_value from pg_sequences where schemaname in ('public', 'drizzle') order by 1, 2`));
  return { counts, balances, ledger, transactions, sequences };
}
