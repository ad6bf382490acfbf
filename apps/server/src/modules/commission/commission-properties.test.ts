import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money, type CommissionRun } from '@sarafi/core';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations, noViolations } from '../ledger/ledger-invariants';
import { withoutPostingLimits } from '../posting-limits/test-support';
import { AFN, USD } from '../hawala/test-support';
import { commissionApi } from './test-support';

/**
 * Property (docs/decisions.md, Partners and settlements): whatever order hawalas are passed for a partner, settlements are posted with it, and its
 * commission runs are posted and reversed, the books hold after every step, no hawala is charged twice while its run
 * stands, and the partner's balance in each currency equals the sum of its entries and what a small model of this test's
 * own expects: −payouts − commission of the runs standing + settlements received − settlements paid.
 */

const seed = Number(process.env.COMMISSION_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.COMMISSION_RUNS ?? 8);
const currencies = [AFN, USD] as const;

const rateArb = fc.record({ perLakh: fc.integer({ min: 0, max: 50_000 }).map((n) => new Money(n).div(100).toFixed()), fee: fc.integer({ min: 0, max: 5_000 }).map((n) => new Money(n).div(100).toFixed(2)) });
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pass' as const), cur: fc.nat(), cents: fc.integer({ min: 1, max: 5_000_000_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), paid: fc.boolean(), cents: fc.integer({ min: 1, max: 1_000_000_000 }) }) },
);

/** The test's own reading of the rule: amount × perLakh / 100,000 + fee, half-up to the cent. */
const expectedCommission = (amount: string, rate: { perLakh: string; fee: string }) =>
  new Money(amount).times(rate.perLakh).div(100_000).plus(rate.fee).toDecimalPlaces(2, Money.ROUND_HALF_UP);

describe('commission runs, reverses, passes and settlements in any order (a property)', () => {
  let t: TestApp;
  let api: ReturnType<typeof commissionApi>;
  let partners = 0;
  const today = shopToday();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    await withoutPostingLimits(t);
    api = commissionApi(t, await t.cookieFor('admin'));
  });
  afterAll(() => t.close());

  it('keeps the ledger invariants and each partner balance = Σ its entries = the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(rateArb, rateArb), fc.array(step, { minLength: 3, maxLength: 10 }), async (rates, steps) => {
        partners += 1;
        const code = `PX${partners}`;
        const partner = await api.fixedAccount({ accountCode: code, accountName: `Partner ${partners}`, currencyId: AFN, accountType: 'hawala_partner' });
        const rateOf = new Map<number, { perLakh: string; fee: string }>();
        const body = currencies.flatMap((currencyId, i) => {
          const rate = rates[i]!;
          if (new Money(rate.perLakh).isZero() && new Money(rate.fee).isZero()) return [];
          rateOf.set(currencyId, rate);
          return [{ currencyId, perLakh: rate.perLakh, fixedFee: rate.fee }];
        });
        expect((await api.setRates(partner, body)).statusCode).toBe(200);

        const balance = new Map<number, InstanceType<typeof Money>>(currencies.map((c) => [c, new Money(0)]));
        const move = (currencyId: number, amount: InstanceType<typeof Money>) => balance.set(currencyId, balance.get(currencyId)!.plus(amount));
        let waiting: { hawalaId: number; currencyId: number; amount: string }[] = [];
        const runs: { id: number; reversed: boolean; items: typeof waiting; charged: Map<number, InstanceType<typeof Money>> }[] = [];

        for (const s of steps) {
          if (s.kind === 'pass') {
            const currencyId = currencies[s.cur % currencies.length]!;
            const amount = new Money(s.cents).div(100).toFixed(2);
            const hawalaId = await api.paid(code, currencyId === AFN ? 'AFN' : 'USD', amount);
            waiting.push({ hawalaId, currencyId, amount });
            move(currencyId, new Money(amount).neg());
          } else if (s.kind === 'run') {
            const charged = waiting.filter((h) => rateOf.has(h.currencyId));
            const response = await api.run(partner, today, today);
            if (charged.length === 0) {
              expect(response.statusCode, response.body).toBe(409);
              continue;
            }
            expect(response.statusCode, response.body).toBe(201);
            const run = response.json() as CommissionRun;
            const byCurrency = new Map<number, InstanceType<typeof Money>>();
            for (const h of charged) byCurrency.set(h.currencyId, (byCurrency.get(h.currencyId) ?? new Money(0)).plus(expectedCommission(h.amount, rateOf.get(h.currencyId)!)));
            expect(Object.fromEntries(run.totals.map((x) => [x.currencyId, x.commission]))).toEqual(Object.fromEntries([...byCurrency].map(([c, v]) => [c, v.toFixed(2)])));
            for (const [currencyId, commission] of byCurrency) move(currencyId, commission.neg());
            runs.push({ id: run.id, reversed: false, items: charged, charged: byCurrency });
            waiting = waiting.filter((h) => !charged.includes(h));
          } else if (s.kind === 'reverse') {
            if (runs.length === 0) continue;
            const run = runs[s.pick % runs.length]!;
            const response = await api.reverse(run.id, 'property');
            if (run.reversed) {
              expect(response.statusCode, response.body).toBe(409);
              continue;
            }
            expect(response.statusCode, response.body).toBe(200);
            run.reversed = true;
            for (const [currencyId, commission] of run.charged) move(currencyId, commission);
            waiting.push(...run.items);
          } else {
            const amount = new Money(s.cents).div(100).toFixed(2);
            const response = await api.inject('POST', '/api/settlements', {
              partnerAccountId: partner,
              counterAccountId: 11,
              direction: s.paid ? 'paid' : 'received',
              currencyId: AFN,
              amount,
              narrative: 'Property settlement',
            });
            expect(response.statusCode, response.body).toBe(201);
            move(AFN, s.paid ? new Money(amount).neg() : new Money(amount));
          }

          expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
          for (const currencyId of currencies) {
            const expected = balance.get(currencyId)!.toFixed(2);
            expect(await api.balance(partner, currencyId), `currency ${currencyId}`).toBe(expected === '-0.00' ? '0.00' : expected);
            expect(await api.entriesSum(partner, currencyId)).toBe(await api.balance(partner, currencyId));
          }
          const preview = await api.previewed(partner, today, today);
          expect(preview.items.map((i) => i.hawalaId).sort()).toEqual(waiting.filter((h) => rateOf.has(h.currencyId)).map((h) => h.hawalaId).sort());
        }
      }),
      { seed, numRuns, endOnFailure: true },
    );
  }, 240_000);
});
