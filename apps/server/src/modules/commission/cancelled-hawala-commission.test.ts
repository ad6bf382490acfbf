import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CommissionRun } from '@sarafi/core';
import { commissionRunItems, transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';
import { commissionApi } from './test-support';

/**
 * A hawala cancelled after a commission run charged its payout takes its commission back (docs/decisions.md, Partners
 * and settlements, 'A cancelled hawala's commission'); hand-computed at AFN 200 per lakh + 10 a hawala:
 * 250,000 → 510.00 and 40,000 → 90.00.
 */
describe('a cancelled hawala’s commission goes back to the partner', () => {
  let t: TestApp;
  let api: ReturnType<typeof commissionApi>;
  let partner: number;
  const today = shopToday();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = commissionApi(t, await t.cookieFor('admin'));
    partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    expect((await api.setRates(partner, [{ currencyId: AFN, perLakh: '200', fixedFee: '10' }])).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('payout reversed, hawala cancelled: the commission is reversed, the run charges only what stands, and reversing the run takes back only that', async () => {
    const big = await api.paid('2001', 'AFN', '250000.00');
    await api.paid('2001', 'AFN', '40000.00');
    const run = await api.posted(partner, today, today);
    const comm = (await api.accountIdOf('COMM-AFN'))!;
    expect(await api.balance(partner, AFN)).toBe('-290600.00');

    expect((await api.pending(big)).statusCode).toBe(200);
    expect(await api.balance(comm, AFN)).toBe('600.00');
    const cancelled = await api.cancel(big);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await api.balance(comm, AFN)).toBe('90.00');
    expect(await api.balance(partner, AFN)).toBe('-40090.00');
    const [item] = await t.handle.db.select().from(commissionRunItems).where(eq(commissionRunItems.hawalaId, big));
    expect(item).toMatchObject({ active: false });
    const [back] = await t.handle.db.select().from(transactions).where(eq(transactions.id, item!.reversalTransactionId!));
    expect(back).toMatchObject({ transType: 'Commission', outAccountId: comm, inAccountId: partner, dAmount: '510.00', transDate: today });

    const listed = (await api.runs(partner)).json() as CommissionRun[];
    const shown = listed.find((r) => r.id === run.id)!;
    expect(shown.totals.map((x) => [x.currencyCode, x.count, x.commission, x.reversalTransactionId])).toEqual([['AFN', 1, '90.00', null]]);
    // A clerk cannot undo the commission's return behind the hawala's back.
    expect((await api.del(back!.id)).statusCode).toBeGreaterThanOrEqual(400);

    const reversed = await api.reverse(run.id, 'wrong range');
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await api.balance(comm, AFN)).toBe('0.00');
    expect(await api.balance(partner, AFN)).toBe('-40000.00');
    await expectLedgerHolds(t);
  });
});
