import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaDetails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage, hawalaApi } from './test-support';

describe('GET /api/hawala-details (the hawala details fields, Pass Hawala’s search and dates)', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const ids: Record<string, number> = {};
  const list = async (query = '') => {
    const response = await api.inject('GET', `/api/hawala-details${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; hawalaNo: string }[];
  };
  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('operator'));
    ids.a = (await api.detail({ hawalaNo: 'LN-100', senderName: 'John Smith', receiverName: 'Wali Ahmad', transactionDate: '2026-01-10' })).id;
    ids.b = (await api.detail({ hawalaNo: 'LN-200', senderName: 'Mary 50%_off', receiverName: 'Zarghona', transactionDate: '2026-01-20', hawalaStatus: 'Passed' })).id;
    ids.c = (await api.detail({ hawalaNo: 'MN-300', senderName: 'Ali', receiverName: 'محمد ولی', transactionDate: '2026-02-01', hawalaStatus: 'Cancelled' })).id;
    const [sparse] = await t.handle.db
      .insert(hawalaDetails)
      .values({ hawalaNo: '', currency: '', hawalaStatus: 'Pending', senderCode: '' })
      .returning();
    ids.sparse = sparse!.id;
  });
  afterAll(() => t.close());

  it('returns every wire field of a hawala detail, newest first', async () => {
    const rows = await list();
    expect(idsOf(rows)).toEqual([ids.sparse, ids.c, ids.b, ids.a]);
    expect(rows[3]).toEqual({
      id: ids.a,
      senderCode: '2001',
      hawalaNo: 'LN-100',
      senderName: 'John Smith',
      senderLocation: null,
      receiverName: 'Wali Ahmad',
      receiverLocation: 'Kabul',
      amount: '100.00',
      currency: 'AFN',
      exchangeRate: '90.00000000',
      rAmount: '9000.00',
      rate: null,
      intoUSD: null,
      hawalaStatus: 'Pending',
      remarks: null,
      importDate: null,
      transactionDate: '2026-01-10',
      hawalaDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // No account holds the sender code here: no partner name, and Amount's currency is unknown.
      senderPartnerName: null,
      amountCurrency: null,
    });
  });

  it('applies SPEC’s fallbacks to a sparse row: TXN-{id}, AFN, sender code 2001', async () => {
    const [sparse] = await list(`?q=TXN`);
    expect(sparse).toBeUndefined();
    const row = (await list()).find((r) => r.id === ids.sparse);
    expect(row).toMatchObject({ hawalaNo: `TXN-${ids.sparse}`, currency: 'AFN', senderCode: '2001', hawalaStatus: 'Pending', senderName: null });
  });

  it('filters by inclusive transaction dates', async () => {
    expect(idsOf(await list('?fromDate=2026-01-10&toDate=2026-01-20'))).toEqual([ids.b, ids.a]);
    expect(idsOf(await list('?fromDate=2026-01-11'))).toEqual([ids.c, ids.b]);
    expect(idsOf(await list('?toDate=2026-01-10'))).toEqual([ids.a]);
    expect(idsOf(await list('?fromDate=&toDate='))).toHaveLength(4);
    expectMessage(await api.inject('GET', '/api/hawala-details?fromDate=10/01/2026'), 400, 'From date must be YYYY-MM-DD');
    expectMessage(await api.inject('GET', '/api/hawala-details?toDate=2026-02-29'), 400, 'To date is not a valid date');
  });

  it('searches hawala number, receiver and sender name case-insensitively, with % and _ taken literally', async () => {
    expect(idsOf(await list('?q=ln-'))).toEqual([ids.b, ids.a]);
    expect(idsOf(await list('?q=WALI'))).toEqual([ids.a]);
    expect(idsOf(await list('?q=smith'))).toEqual([ids.a]);
    expect(idsOf(await list(`?q=${encodeURIComponent('ولی')}`))).toEqual([ids.c]);
    expect(idsOf(await list(`?q=${encodeURIComponent('50%_')}`))).toEqual([ids.b]);
    expect(idsOf(await list(`?q=${encodeURIComponent('%')}`))).toEqual([ids.b]);
    expect(idsOf(await list('?q=ln&status=passed'))).toEqual([ids.b]);
    expect(idsOf(await list('?status=Cancelled'))).toEqual([ids.c]);
    expect((await api.inject('GET', '/api/hawala-details?status=Lost')).statusCode).toBe(400);
  });

  it('also searches status and currency, as the dashboard modal says (the currency as shown: blank is AFN)', async () => {
    expect(idsOf(await list('?q=cancel'))).toEqual([ids.c]);
    expect(idsOf(await list('?q=PASSED'))).toEqual([ids.b]);
    expect(idsOf(await list('?q=afn'))).toEqual([ids.sparse, ids.c, ids.b, ids.a]);
    expect(idsOf(await list('?q=usd'))).toEqual([]);
  });

  it('counts every match into X-Total-Count with withTotal, whatever the page', async () => {
    const total = async (query: string) => (await api.inject('GET', `/api/hawala-details?${query}`)).headers['x-total-count'];
    expect(await total('limit=1&withTotal=true')).toBe('4');
    expect(await total('limit=1&withTotal=1&q=ln')).toBe('2');
    expect(await total('withTotal=true&fromDate=2026-01-11&status=Passed')).toBe('1');
    expect(await total('withTotal=true&q=nobody')).toBe('0');
    const first = await api.inject('GET', '/api/hawala-details?limit=2&withTotal=true');
    expect(await total(`limit=2&withTotal=true&cursor=${first.headers['x-next-cursor'] as string}`)).toBe('4');
    expect(await total('limit=1')).toBeUndefined();
    expect(await total('limit=1&withTotal=false')).toBeUndefined();
    expect((await api.inject('GET', '/api/hawala-details?withTotal=yes')).statusCode).toBe(400);
  });

  it('pages by keyset with X-Next-Cursor', async () => {
    const first = await api.inject('GET', '/api/hawala-details?limit=3');
    expect(idsOf(first.json())).toEqual([ids.sparse, ids.c, ids.b]);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await api.inject('GET', `/api/hawala-details?limit=3&cursor=${cursor}`);
    expect(idsOf(second.json())).toEqual([ids.a]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    // A cursor of another list is refused.
    const passed = Buffer.from('p5').toString('base64url');
    expect((await api.inject('GET', `/api/hawala-details?cursor=${passed}`)).statusCode).toBe(400);
    expect((await api.inject('GET', '/api/hawala-details?limit=0')).statusCode).toBe(400);
  });
});
