import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalVerdict } from '@sarafi/core';
import { rowsOf } from '../../db/rows-of';
import { transactionAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transactionApi } from '../transactions/test-support';
import { chainPending } from './chain-journal';
import { verifyJournal } from './verify-journal';

/** A superuser's change past the triggers (docs/decisions.md, Journal: how the triggers are bypassed). */
async function asSuperuser(t: TestApp, statement: ReturnType<typeof sql>) {
  await t.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const idOf = async (t: TestApp, query: ReturnType<typeof sql>) => Number(rowsOf<{ id: string }>(await t.handle.db.execute(query))[0]!.id);

describe('journal verification', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let customer: number;
  let other: number;
  let ids: number[];

  beforeEach(async () => {
    t = await createTestApp();
    api = transactionApi(t, await t.cookieFor('admin'));
    customer = await api.account('Journal customer', 2);
    other = await api.account('Journal other', 2);
    ids = [];
    for (const dAmount of ['100.00', '250.50', '75.25']) {
      ids.push((await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: 2, dAmount, transDescription: 'cash in' })).id);
    }
    ids.push((await api.post({ transType: 'Transfer', outAccountId: customer, inAccountId: other, currencyId: 2, dAmount: '40.00', transDescription: 'to other', cTransDescription: 'from customer' })).id);
  });
  afterEach(() => t.close());

  /** As the server's chainer would have by now, then the check. */
  const verify = async () => {
    await chainPending(t.handle.db);
    const response = await api.inject('GET', '/api/journal/verify');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as JournalVerdict;
  };

  it('journals every money write in its own transaction, and the chain verifies', async () => {
    const edited = await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: 2, dAmount: '10.00', transDescription: 'to edit' });
    const put = await api.put(edited.id, { transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: 2, dAmount: '12.00', transDescription: 'edited', transDate: edited.transDate, updatedAt: edited.updatedAt });
    expect(put.statusCode, put.body).toBe(200);
    expect((await api.del(ids[0]!)).statusCode).toBe(200);
    expect((await api.recover(ids[0]!)).statusCode).toBe(200);
    expect((await api.del(ids[1]!)).statusCode).toBe(200);
    const created = await api.inject('POST', '/api/users', { username: 'journal.clerk', email: 'jc@example.com', password: 'journal-clerk-pass-9', role: 'user' });
    expect(created.statusCode, created.body).toBe(201);

    // Nothing commits without its row: one journal row per audit row, whatever the path.
    const audits = await t.handle.db.$count(transactionAuditLog);
    const journalled = await idOf(t, sql`select count(*) as id from journal where entity = 'transaction'`);
    expect(journalled).toBe(audits);
    expect(await idOf(t, sql`select count(*) as id from journal where kind = 'user.create'`)).toBe(1);

    const verdict = await verify();
    expect(verdict).toMatchObject({ ok: true, count: await idOf(t, sql`select count(*) as id from journal`), pending: 0 });
    if (verdict.ok) expect(verdict.head).toMatch(/^[0-9a-f]{64}$/);

    // Admins only, and documented.
    expect((await api.inject('GET', '/api/journal/verify', undefined, await t.cookieFor('user'))).statusCode).toBe(403);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/journal/verify'])).toEqual(['get']);
  });

  it('points at an amount a superuser edited in the ledger', async () => {
    await asSuperuser(t, sql`update ledger_entries set amount = amount + 1000 where transaction_id = ${ids[1]} and amount > 0`);
    await asSuperuser(t, sql`update ledger_entries set amount = amount - 1000 where transaction_id = ${ids[1]} and amount < 0`);
    const row = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${String(ids[1])}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: row, finding: 'entriesDiffer', reason: expect.stringContaining(`transaction ${ids[1]}`) });
  });

  it('points at an amount a superuser edited in the document', async () => {
    await asSuperuser(t, sql`update transactions set d_amount = 999.00, c_amount = 999.00 where id = ${ids[2]}`);
    const row = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${String(ids[2])}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: row, finding: 'documentDiffers', reason: expect.stringContaining('dAmount') });
  });

  it('points at an amount a superuser edited in the journal itself', async () => {
    await verify(); // chained
    const row = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${String(ids[2])}`);
    await asSuperuser(t, sql`update journal set payload = jsonb_set(payload, '{document,dAmount}', '"9999.00"') where id = ${row}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: row, finding: 'rowChanged' });
  });

  it('points at a deleted journal row', async () => {
    await verify();
    const row = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${String(ids[1])}`);
    await asSuperuser(t, sql`delete from journal where id = ${row}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: row, finding: 'rowMissing' });
  });

  it('points at a deleted link', async () => {
    await verify();
    const position = await idOf(t, sql`select position as id from journal_links order by position desc offset 1 limit 1`);
    const next = await idOf(t, sql`select journal_id as id from journal_links where position = ${position + 1}`);
    await asSuperuser(t, sql`delete from journal_links where position = ${position}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: next, finding: 'linkMissing' });
  });

  it('points at a row taken off the chainer’s queue before it was chained', async () => {
    await verify();
    const late = await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: other, currencyId: 2, dAmount: '5.00', transDescription: 'late' });
    const row = await idOf(t, sql`select id from journal where entity = 'transaction' and entity_id = ${String(late.id)}`);
    await asSuperuser(t, sql`delete from journal_pending where journal_id = ${row}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: row, finding: 'rowUnchained' });
  });

  it('points at two rows swapped', async () => {
    await verify();
    const [a, b] = [ids[1]!, ids[2]!].map(String);
    const first = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${a}`);
    const second = await idOf(t, sql`select max(id) as id from journal where entity = 'transaction' and entity_id = ${b}`);
    // Swapped in place: each row takes the other's content.
    await asSuperuser(
      t,
      sql`update journal j set payload = o.payload, entity_id = o.entity_id, created_at = o.created_at
          from journal o where (j.id, o.id) in ((${first}, ${second}), (${second}, ${first}))`,
    );
    expect(await verify()).toMatchObject({ ok: false, brokenAt: first, finding: 'rowChanged' });
  });

  it('points at two links swapped', async () => {
    await verify();
    const [p, q] = rowsOf<{ position: string; journal_id: string }>(await t.handle.db.execute(sql`select position, journal_id from journal_links order by position desc limit 2`));
    await asSuperuser(t, sql`update journal_links set journal_id = -journal_id where position in (${p!.position}, ${q!.position})`);
    await asSuperuser(t, sql`update journal_links set journal_id = ${q!.journal_id} where position = ${p!.position}`);
    await asSuperuser(t, sql`update journal_links set journal_id = ${p!.journal_id} where position = ${q!.position}`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: Number(p!.journal_id), finding: 'rowChanged' });
  });

  it('points at a balance a superuser moved', async () => {
    await asSuperuser(t, sql`update account_balances set balance = balance + 5 where account_id = ${customer} and currency_id = 2`);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: null, finding: 'balanceDiffers', reason: expect.stringContaining(`account ${customer}`) });
  });

  it('refuses UPDATE and DELETE on the journal and the audit tables to the app', async () => {
    const refused = { cause: { code: '42501' } };
    await expect(t.handle.db.execute(sql`update transaction_audit_log set action = 'create'`)).rejects.toMatchObject(refused);
    await expect(t.handle.db.execute(sql`delete from transaction_audit_log`)).rejects.toMatchObject(refused);
    await expect(t.handle.db.execute(sql`update journal set payload = '{}'`)).rejects.toMatchObject(refused);
    await expect(t.handle.db.execute(sql`delete from journal`)).rejects.toMatchObject(refused);
    // Nothing chained yet (no chainer runs here): verification only reads, and counts what waits.
    const waiting = await idOf(t, sql`select count(*) as id from journal`);
    expect(await verifyJournal(t.handle.db)).toMatchObject({ ok: true, head: '0'.repeat(64), count: 0, pending: waiting });
  });
});
