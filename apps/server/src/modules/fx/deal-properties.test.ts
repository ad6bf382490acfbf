import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { Money, sellingAmount, toAmount } from '@sarafi/core';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withoutPostingLimits } from '../posting-limits/test-support';
import { ledgerViolations, noViolations } from '../ledger/ledger-invariants';
import { transactionApi } from '../transactions/test-support';
import { rowsOf } from '../../db/rows-of';

/**
 * Property (docs/decisions.md, Exchange desk): whatever exchange deals clerks post, edit, delete and recover — buying and selling, against the
 * base or across two foreign currencies, dated in any order — after every step:
 * - the ledger holds, each position equals its FX position account, each deal's profit is its legs', and a replay of
 *   every deal from scratch gives exactly the stored profits and positions (ledgerViolations → fxViolations);
 * - Σ realised profit + Σ base paid for currency − Σ base received = the positions at average cost, to the cent.
 */
const seed = Number(process.env.FX_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.FX_RUNS ?? 8);

const codes: Record<number, string> = { 1: 'USD', 2: 'AFN', 4: 'EUR' };
const pairs: [number, number][] = [[1, 2], [2, 1], [4, 2], [2, 4], [1, 4], [4, 1]];

const step = fc.oneof(
  fc.record({ op: fc.constant('post' as const), pair: fc.nat(), cents: fc.integer({ min: 100, max: 5_000_000 }), rate: fc.integer({ min: 6_000, max: 8_000 }), day: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ op: fc.constant('edit' as const), which: fc.nat(), cents: fc.integer({ min: 100, max: 5_000_000 }), day: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ op: fc.constant('delete' as const), which: fc.nat() }),
  fc.record({ op: fc.constant('recover' as const), which: fc.nat() }),
);

describe('exchange deals under edits, deletes and recovers (property)', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const holder: Record<number, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    await withoutPostingLimits(t);
    api = transactionApi(t, await t.cookieFor('admin'));
    for (const id of [1, 2, 4]) holder[id] = await api.account(`Holder ${codes[id]}`, id);
  });
  afterAll(() => t.close());

  /** A deal in the convention (docs/architecture.md, Validation): AFN↔USD near 70 (a rate of 60.00–80.00), USD↔EUR near 1 (0.60–0.80), AFN↔EUR likewise. */
  const document = (pair: [number, number], cents: number, rate: number, day: number) => {
    const [given, taken] = pair;
    const r = new Money(rate).div(given === 2 || taken === 2 ? 100 : 10_000).toFixed();
    const dAmount = new Money(cents).div(100).toFixed(2);
    const cAmount = toAmount(sellingAmount(dAmount, r, codes[given]!, codes[taken]!)!);
    return { transType: 'Exchange', outAccountId: holder[given], inAccountId: holder[taken], currencyId: given, cCurrencyId: taken, dAmount, cAmount, exRate: r, transDate: `2026-10-0${day}` };
  };

  async function identity() {
    const [row] = rowsOf<{ realised: string; paid: string }>(
      await t.handle.db.execute(sql`
        select coalesce(sum(realised), 0)::text as realised,
               coalesce(sum(case when side = 'buy' then base_value else -base_value end), 0)::text as paid
        from fx_deal_legs`),
    );
    const held = rowsOf<{ basis: string }>(
      await t.handle.db.execute(sql`
        select l.position_basis as basis from currencies c
        cross join lateral (select position_basis from fx_deal_legs l where l.currency_id = c.id order by trans_date desc, transaction_id desc limit 1) l`),
    );
    const basis = held.reduce((sum, h) => sum.plus(h.basis), new Money(0));
    expect(new Money(row!.realised).plus(row!.paid).toFixed(2)).toBe(basis.toFixed(2));
  }

  it(`holds after every step (seed ${seed})`, async () => {
    const live: { id: number; updatedAt: string; pair: [number, number]; rate: number }[] = [];
    const gone: typeof live = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'post') {
            const pair = pairs[s.pair % pairs.length]!;
            const posted = await api.post(document(pair, s.cents, s.rate, s.day));
            live.push({ id: posted.id, updatedAt: posted.updatedAt, pair, rate: s.rate });
          } else if (s.op === 'edit' && live.length > 0) {
            const deal = live[s.which % live.length]!;
            const response = await api.put(deal.id, { ...document(deal.pair, s.cents, deal.rate, s.day), updatedAt: deal.updatedAt });
            expect(response.statusCode, response.body).toBe(200);
            deal.updatedAt = response.json().updatedAt;
          } else if (s.op === 'delete' && live.length > 0) {
            const [deal] = live.splice(s.which % live.length, 1);
            expect((await api.del(deal!.id)).statusCode).toBe(200);
            gone.push(deal!);
          } else if (s.op === 'recover' && gone.length > 0) {
            const [deal] = gone.splice(s.which % gone.length, 1);
            expect((await api.recover(deal!.id)).statusCode).toBe(200);
            const [restored] = await t.handle.db.select({ updatedAt: transactions.updatedAt }).from(transactions).where(eq(transactions.id, deal!.id));
            live.push({ ...deal!, updatedAt: restored!.updatedAt.toISOString() });
          }
          expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
          await identity();
        }
      }),
      { seed, numRuns },
    );
  }, 240_000);
});
