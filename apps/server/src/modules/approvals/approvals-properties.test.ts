import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { approvalRequests, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approvalShop } from './test-support';

const seed = Number(process.env.APPROVALS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.APPROVALS_RUNS ?? 8);
const cookies = ['clerk', 'admin', 'approver'] as const;

const step = fc.record({
  kind: fc.constantFrom('submit', 'approve', 'reject', 'withdraw'),
  who: fc.constantFrom(...cookies),
  pick: fc.nat(),
  stale: fc.boolean(),
  cents: fc.integer({ min: 490_000, max: 520_000 }),
});

/**
 * Property (docs/decisions.md, Approvals): whatever makers submit and whoever approves, rejects or withdraws, in any
 * order and with stale versions, the ledger never holds a clerk's voucher above the alone limit unless an approval of
 * another user made it, and nothing answers 5xx.
 */
describe(`approvals never let a posting above a limit in alone (fast-check seed ${seed}, ${numRuns} runs; replay with APPROVALS_SEED=${seed})`, () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof approvalShop>>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    shop = await approvalShop(t);
  });
  afterAll(() => t.close());

  const pendingIds = async () =>
    (await t.handle.db.select({ id: approvalRequests.id, version: approvalRequests.version }).from(approvalRequests).where(eq(approvalRequests.status, 'pending'))).sort((a, b) => a.id - b.id);

  it('every posting above the alone limit names two different users', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          const cookie = shop[s.who];
          const amount = (s.cents / 100).toFixed(2);
          const pending = await pendingIds();
          const target = pending.length ? pending[s.pick % pending.length]! : null;
          const version = target ? target.version + (s.stale ? 1 : 0) : 1;
          const response =
            s.kind === 'submit' || !target
              ? await shop.call('POST', '/api/transactions', cookie, shop.voucher(amount))
              : s.kind === 'withdraw'
                ? await shop.call('POST', `/api/approvals/${target.id}/withdraw`, cookie)
                : await shop.call('POST', `/api/approvals/${target.id}/${s.kind}`, cookie, { version, reason: 'checked' });
          expect(response.statusCode, `${s.kind} by ${s.who}: ${response.body}`).toBeLessThan(500);
        }
        const above = await t.handle.db
          .select({ id: transactions.id, maker: transactions.userCreated })
          .from(transactions)
          .where(and(inArray(transactions.transType, ['Debit', 'Credit']), gt(transactions.dAmount, '5000')));
        const approvals = await t.handle.db
          .select({ transactionId: approvalRequests.transactionId, makerName: approvalRequests.makerName, deciderName: approvalRequests.deciderName })
          .from(approvalRequests)
          .where(and(eq(approvalRequests.status, 'approved'), sql`${approvalRequests.transactionId} is not null`));
        const byPosting = new Map(approvals.map((a) => [a.transactionId, a]));
        for (const posting of above.filter((p) => p.maker === 'user1')) {
          const approval = byPosting.get(posting.id);
          expect(approval, `clerk's posting ${posting.id} above the limit has no approval`).toBeDefined();
          expect(approval!.deciderName).not.toBe(approval!.makerName);
          expect(approval!.makerName).toBe(posting.maker);
        }
      }),
      { seed, numRuns },
    );
  });
});
