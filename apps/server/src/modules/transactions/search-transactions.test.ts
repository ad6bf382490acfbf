import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { DeletedTransaction, Transaction, TransactionSearchRow } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../../lib/errors';
import { sql } from 'drizzle-orm';
import { exportTransactions } from './export-transactions';
import { boundedSearch } from './search-filters';
import { transactionApi } from './test-support';

describe('transaction search: the screen’s match rules on the server, keyset pages, export', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let user: string;
  const acc: Record<string, number> = {};
  const tx: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    user = await t.cookieFor('user');
    acc.a = await api.account('Ahmad', 2);
    acc.b = await api.account('Bilal', 2);
    acc.c = await api.account('Carla', 1);
    tx.debit = (await api.post({ transType: 'Debit', outAccountId: acc.a, inAccountId: 11, currencyId: 2, dAmount: '1500.50', transDescription: 'Cash withdrawal Kabul', transDate: '2026-11-01' })).id;
    tx.credit = (await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: acc.b, currencyId: 2, dAmount: '150', transDescription: 'Deposit 50% advance', transDate: '2026-11-02' })).id;
    tx.transfer = (await api.post({ transType: 'Transfer', outAccountId: acc.a, inAccountId: acc.b, currencyId: 2, dAmount: '2000', transDescription: 'Rent November', cTransDescription: 'rent received', transDate: '2026-11-02' })).id;
    tx.exchange = (await api.post({ transType: 'Exchange', outAccountId: acc.c, inAccountId: acc.b, currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '7000', exRate: '70', transDescription: 'usd sale', cTransDescription: 'afn purchase', transDate: '2026-11-03' })).id;
    tx.back = (await api.post({ transType: 'Transfer', outAccountId: acc.b, inAccountId: acc.a, currencyId: 2, dAmount: '99.99', transDescription: 'Loan_repayment', cTransDescription: 'loan', transDate: '2026-11-03' })).id;
  });
  afterAll(() => t.close());

  const search = async (query: string, cookie?: string) => {
    const response = await api.inject('GET', `/api/transactions${query ? `?${query}` : ''}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { ids: (response.json() as Transaction[]).map((r) => r.id), rows: response.json() as Transaction[], next: response.headers['x-next-cursor'] as string | undefined };
  };
  const ids = (...names: string[]) => names.map((n) => tx[n]!).sort((a, b) => b - a);

  it('without parameters returns every transaction in the wire shape plus its two accounts, newest first, with no cursor', async () => {
    const { rows, ids: all, next } = await search('', user);
    expect(all).toEqual(ids('debit', 'credit', 'transfer', 'exchange', 'back'));
    expect(next).toBeUndefined();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['id', 'transType', 'transDescription', 'currencyId', 'dAmount', 'cAmount', 'cCurrencyId', 'cTransDescription', 'inAccountId', 'outAccountId', 'transDateTime', 'transDate', 'exRate', 'userCreated', 'dateCreated', 'userModified', 'dateModified', 'referenceId', 'hawalaId', 'transId', 'baseCurrency', 'createdAt', 'updatedAt', 'walkInName', 'walkInPhone', 'partyIdType', 'partyIdNumber', 'tillId', 'tillName', 'debitAccount', 'creditAccount'].sort(),
    );
    // Realised profit is the owner's (docs/decisions.md 'Owner-only figures'): on an admin's rows only.
    expect((await search('')).rows[0]).toHaveProperty('realisedProfit');
    // Empty fields of the search form mean "no filter".
    expect((await search('type=&referenceId=&account=&narrative=&amount=&date=')).ids).toEqual(all);
  });

  it('names the debit (out) and credit (in) account of every row by code and name', async () => {
    const rows = (await api.inject('GET', `/api/transactions?referenceId=${tx.transfer}`)).json() as TransactionSearchRow[];
    const row = rows.find((r) => r.id === tx.transfer)!;
    expect(row.debitAccount).toMatchObject({ id: acc.a, accountName: 'Ahmad' });
    expect(row.creditAccount).toMatchObject({ id: acc.b, accountName: 'Bilal' });
    expect(row.debitAccount!.accountCode).toMatch(/\S/);
    const [exchange] = (await api.inject('GET', '/api/transactions?type=exchange')).json() as TransactionSearchRow[];
    expect([exchange!.debitAccount!.id, exchange!.creditAccount!.id]).toEqual([acc.c, acc.b]);
  });

  it('matches the type in any case', async () => {
    expect((await search('type=debit')).ids).toEqual(ids('debit'));
    expect((await search('type=TRANSFER')).ids).toEqual(ids('transfer', 'back'));
    expect((await search('type=Exchange')).ids).toEqual(ids('exchange'));
    expect((await search('type=hawala')).ids).toEqual([]);
    const bad = await api.inject('GET', '/api/transactions?type=deleted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Type must be debit, credit, transfer, hawala or exchange');
  });

  it('matches the reference ID as a substring of the id', async () => {
    const all = Object.values(tx);
    for (const ref of [String(tx.exchange), String(tx.debit).slice(-1), '9999999']) {
      expect((await search(`referenceId=${ref}`)).ids).toEqual(all.filter((id) => String(id).includes(ref)).sort((a, b) => b - a));
    }
  });

  it('finds exactly one transaction by id (the command palette), and refuses an id that is not one', async () => {
    expect((await search(`id=${tx.exchange}`)).ids).toEqual([tx.exchange]);
    expect((await search('id=9999999')).ids).toEqual([]);
    const bad = await api.inject('GET', '/api/transactions?id=12x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a transaction id');
  });

  it('matches the account on either side (never the FX position accounts of an exchange)', async () => {
    expect((await search(`account=${acc.a}`)).ids).toEqual(ids('debit', 'transfer', 'back'));
    expect((await search(`account=${acc.b}`)).ids).toEqual(ids('credit', 'transfer', 'exchange', 'back'));
    expect((await search(`account=${acc.c}`)).ids).toEqual(ids('exchange'));
    expect((await search('account=11')).ids).toEqual(ids('debit', 'credit'));
    expect((await api.inject('GET', '/api/transactions?account=abc')).statusCode).toBe(400);
    expect((await api.inject('GET', '/api/transactions?account=99999999999')).statusCode).toBe(400);
  });

  it('matches the narrative as a case-insensitive substring of either narrative, with %, _ taken literally', async () => {
    expect((await search('narrative=KABUL')).ids).toEqual(ids('debit'));
    expect((await search('narrative=rent')).ids).toEqual(ids('transfer'));
    expect((await search('narrative=Received')).ids).toEqual(ids('transfer'));
    expect((await search('narrative=AFN%20purchase')).ids).toEqual(ids('exchange'));
    expect((await search('narrative=50%25')).ids).toEqual(ids('credit'));
    expect((await search('narrative=n_r')).ids).toEqual(ids('back'));
    expect((await search('narrative=%25')).ids).toEqual(ids('credit'));
    // The two narratives are searched separately: text spanning both matches neither.
    expect((await search('narrative=November%20rent')).ids).toEqual([]);
    expect((await api.inject('GET', '/api/transactions?narrative=a%0Ab')).statusCode).toBe(400);
  });

  it('matches the amount as a substring of the debit or the credit amount', async () => {
    expect((await search('amount=150')).ids).toEqual(ids('debit', 'credit'));
    expect((await search('amount=1%2C500')).ids).toEqual(ids('debit'));
    expect((await search('amount=7000')).ids).toEqual(ids('exchange'));
    expect((await search('amount=100.00')).ids).toEqual(ids('exchange'));
    expect((await search('amount=.99')).ids).toEqual(ids('back'));
    expect((await search('amount=2000.00')).ids).toEqual(ids('transfer'));
    const bad = await api.inject('GET', '/api/transactions?amount=12a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Amount must contain only digits and a decimal point');
  });

  it('matches the date as the same calendar day', async () => {
    expect((await search('date=2026-11-02')).ids).toEqual(ids('credit', 'transfer'));
    expect((await search('date=2026-11-04')).ids).toEqual([]);
    expect((await api.inject('GET', '/api/transactions?date=02/11/2026')).statusCode).toBe(400);
  });

  it('combines filters with AND', async () => {
    expect((await search(`type=transfer&account=${acc.a}&date=2026-11-03`)).ids).toEqual(ids('back'));
    expect((await search(`account=${acc.b}&amount=7000&narrative=sale`)).ids).toEqual(ids('exchange'));
    expect((await search(`type=debit&account=${acc.b}`)).ids).toEqual([]);
    expect((await search(`referenceId=${tx.credit}&type=credit&date=2026-11-02&amount=150&narrative=deposit&account=11`)).ids).toEqual(ids('credit'));
  });

  async function allPages(query: string, limit: number, between?: () => Promise<void>) {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await search(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.ids.length).toBeLessThanOrEqual(limit);
      seen.push(...page.ids);
      cursor = page.next;
      if (pages++ === 0 && between) await between();
    } while (cursor);
    return seen;
  }

  it('pages by id with X-Next-Cursor: no overlap and no gap, even while new transactions are posted', async () => {
    const before = (await search('')).ids;
    const newIds: number[] = [];
    const postThree = async () => {
      for (let i = 0; i < 3; i++) {
        newIds.push((await api.post({ transType: 'Transfer', outAccountId: acc.a, inAccountId: acc.b, currencyId: 2, dAmount: '1', transDescription: 'late', cTransDescription: 'late' })).id);
      }
    };
    const paged = await allPages('type=', 2, postThree);
    expect(paged).toEqual(before);
    expect(new Set(paged).size).toBe(paged.length);
    expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...before));

    // The account filter pages through its two merged sides the same way.
    const accountAll = (await search(`account=${acc.a}`)).ids;
    expect(await allPages(`account=${acc.a}`, 2)).toEqual(accountAll);
    expect(await allPages(`account=${acc.b}&narrative=late`, 1)).toEqual(newIds.sort((a, b) => b - a));
  });

  it('refuses a cursor it did not make, and one of the other list', async () => {
    for (const cursor of ['nonsense', Buffer.from('d5').toString('base64url'), Buffer.from('t-1').toString('base64url'), Buffer.from('t9999999999').toString('base64url')]) {
      const response = await api.inject('GET', `/api/transactions?limit=2&cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid cursor: start the search again');
    }
    expect((await api.inject('GET', '/api/transactions?limit=0')).statusCode).toBe(400);
    expect((await api.inject('GET', '/api/transactions?limit=501')).statusCode).toBe(400);
  });

  it('exports the filtered results as XLSX with the screen columns', async () => {
    const response = await api.inject('GET', '/api/transactions/export?account=' + acc.b + '&date=2026-11-03', undefined, user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = XLSX.read(response.rawPayload).Sheets.Transactions!;
    expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true })).toEqual([
      ['ID', 'Type', 'Description', 'Amount', 'Currency', 'Date', 'Till'],
      [tx.back, 'Transfer', 'Loan_repayment', 99.99, 'AFN', '2026-11-03', ''],
      // Searched by account b, the exchange's selling (in) side: b's own narrative (docs/decisions.md, Balances).
      [tx.exchange, 'Exchange', 'afn purchase', 100, 'USD', '2026-11-03', ''],
    ]);
    await expect(exportTransactions(t.handle.db, {}, 2)).rejects.toMatchObject({ statusCode: 422, message: expect.stringMatching(/^More than 2 transactions match/) });
    await expect(exportTransactions(t.handle.db, {}, 2)).rejects.toBeInstanceOf(AppError);
  });

  it('ends a search that runs past its time limit with a 422 instead of holding a connection', async () => {
    const slow = boundedSearch(t.handle.db, 0.05, (tx) => tx.execute(sql`select pg_sleep(1)`));
    await expect(slow).rejects.toMatchObject({ statusCode: 422, message: 'This search takes too long; narrow it with a type, an account or a date' });
    // The limit is the transaction's own: the next search runs normally.
    expect((await search('type=debit')).ids).toEqual(ids('debit'));
  });

  it('searches the deleted list with the same rules (reference ID = original id) and shows who deleted', async () => {
    expect((await api.del(tx.debit!, { reason: 'wrong account', formName: 'Search Transactions' })).statusCode).toBe(200);
    expect((await api.del(tx.transfer!, { reason: 'typo' }, user)).statusCode).toBe(200);
    const list = async (query: string) => {
      const response = await api.inject('GET', `/api/deleted-transactions${query ? `?${query}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return { rows: response.json() as DeletedTransaction[], next: response.headers['x-next-cursor'] };
    };
    const { rows } = await list('');
    // Most recently deleted first.
    expect(rows.map((r) => r.originalTransactionId)).toEqual([tx.transfer, tx.debit]);
    expect(rows[0]).toMatchObject({ transType: 'Transfer', deletedBy: 'user1', deletionReason: 'typo', formName: null, dAmount: '2000.00', transDate: '2026-11-02' });
    expect(rows[1]).toMatchObject({ transType: 'Debit', deletedBy: 'admin', deletionReason: 'wrong account', formName: 'Search Transactions', transDescription: 'Cash withdrawal Kabul' });
    expect(rows[1]!.originalCreatedAt).toEqual(expect.any(String));
    const originals = async (query: string) => (await list(query)).rows.map((r) => r.originalTransactionId);
    expect(await originals('type=DEBIT')).toEqual([tx.debit]);
    expect(await originals(`referenceId=${tx.transfer}`)).toEqual([tx.transfer]);
    expect(await originals(`account=${acc.b}`)).toEqual([tx.transfer]);
    expect(await originals(`account=${acc.a}`)).toEqual([tx.transfer, tx.debit]);
    expect(await originals('narrative=RECEIVED')).toEqual([tx.transfer]);
    expect(await originals('amount=1500')).toEqual([tx.debit]);
    expect(await originals('date=2026-11-01')).toEqual([tx.debit]);
    expect(await originals('type=transfer&date=2026-11-01')).toEqual([]);
    const first = await list('limit=1');
    expect(first.rows.map((r) => r.originalTransactionId)).toEqual([tx.transfer]);
    const second = await list(`limit=1&cursor=${first.next}`);
    expect(second.rows.map((r) => r.originalTransactionId)).toEqual([tx.debit]);
    expect(second.next).toBeUndefined();
    // A live-list cursor is not a deleted-list cursor.
    expect((await api.inject('GET', `/api/deleted-transactions?cursor=${Buffer.from('t9').toString('base64url')}`)).statusCode).toBe(400);
    expect((await search('')).ids).not.toContain(tx.debit);

    const exported = await api.inject('GET', '/api/deleted-transactions/export?type=debit');
    const sheet = XLSX.read(exported.rawPayload).Sheets['Deleted transactions']!;
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(table[0]).toEqual(['Original ID', 'Type', 'Description', 'Amount', 'Currency', 'Transaction Date', 'Deleted Date (Asia/Kabul)', 'Deleted By']);
    expect(table.slice(1)).toEqual([[tx.debit, 'Debit', 'Cash withdrawal Kabul', 1500.5, 'AFN', '2026-11-01', expect.any(Number), 'admin']]);
  });
});
