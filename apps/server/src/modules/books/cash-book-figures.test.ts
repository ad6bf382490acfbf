import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { stockNarrative, type CashBookResponse } from '@sarafi/core';
import { transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi, USD } from '../hawala/test-support';

/** docs/decisions.md, Books and day close: the cash book's summary counts hawalas paid from the drawer, and its sheet reads the shop's clock. */
describe('the cash book counts hawalas and prints the shop clock', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof hawalaApi>;
  let today: string;
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Kabul' });
    today = shopToday();
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
    await api.fixedAccount({ accountCode: '2001', currencyId: USD, accountType: 'hawala_partner' });
    branchId = await api.fixedAccount({ accountCode: '1007', currencyId: 2, accountType: 'partner' });
  });
  afterAll(() => t.close());

  const book = async () => (await t.app.inject({ method: 'GET', url: `/api/reports/cash-book?date=${today}`, headers: { cookie: admin } })).json();

  it('counts each hawala whose drawer payout stands once: not re-passes, not undone payouts, not branch passes', async () => {
    const once = await api.detail();
    const twice = await api.detail();
    const undone = await api.detail();
    const byBranch = await api.detail();
    for (const h of [once, twice, undone]) expect((await api.pass(h.id)).statusCode).toBe(200);
    expect((await api.pending(twice.id)).statusCode).toBe(200);
    expect((await api.pass(twice.id)).statusCode).toBe(200);
    expect((await api.pending(undone.id)).statusCode).toBe(200);
    const branch = await api.pass(byBranch.id, { branchAccountId: branchId });
    expect(branch.statusCode, branch.body).toBe(200);

    expect((await book()).summary.hawalasPassed).toBe(2);
  });

  it("writes each line's time on the shop's clock, not UTC", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/cash-book/export?date=${today}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets.AFN!, { header: 1, raw: false });
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]![1]).toBe('Time (Asia/Kabul)');
    const first = rows[header + 1]!;
    const [posted] = await t.handle.db.select({ at: transactions.transDateTime }).from(transactions).where(eq(transactions.id, Number(first[2])));
    const kabul = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kabul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(posted!.at!);
    expect(first[1]).toBe(kabul);
  });

  it("writes a payout's narrative as one the screens show in the reader's words (core stockNarrative)", async () => {
    const lines = ((await book()) as CashBookResponse).currencies.flatMap((c) => c.lines).filter((l) => l.transType === 'Hawala');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(stockNarrative(line.narrative)?.key, line.narrative).toMatch(/^hawalaPayoutFrom/);
  });
});
