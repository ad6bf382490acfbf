import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { chainPending, startJournalChainer } from './chain-journal';
import { verifyJournal } from './verify-journal';

const clients = 32;
const postsPerClient = 10;

describe(`the chain under ${clients} clients posting at once`, () => {
  let t: TestApp;
  let cookie: string;
  const accountIds: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    cookie = await t.cookieFor('admin');
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie }, payload: { accountName: `Chain ${i}`, currencyId: 2 } });
      accountIds.push(response.json().id);
    }
  });
  afterAll(() => t.close());

  it('links every committed row exactly once, in one order, while two chainers race the writers', async () => {
    // Two chainers, as two app processes on one database would run: the advisory lock lets one link at a time.
    const stops = [startJournalChainer(t.handle.db, 5, (e) => console.error(e)), startJournalChainer(t.handle.db, 7, (e) => console.error(e))];
    const statuses: number[] = [];
    try {
      await Promise.all(
        Array.from({ length: clients }, async (_, c) => {
          for (let i = 0; i < postsPerClient; i++) {
            const from = accountIds[(c + i) % accountIds.length]!;
            const to = accountIds[(c + i + 1) % accountIds.length]!;
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/transactions',
              headers: { cookie },
              payload: { transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: 2, dAmount: `${1 + ((c * 7 + i) % 50)}.25`, transDescription: 'race', cTransDescription: 'race' },
            });
            statuses.push(response.statusCode);
          }
        }),
      );
    } finally {
      for (const stop of stops) stop();
    }
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(await t.handle.db.$count(transactions)).toBe(clients * postsPerClient);

    // What committed after a chainer's last turn waits, counted, until the next.
    const waiting = await verifyJournal(t.handle.db);
    expect(waiting.ok).toBe(true);
    await chainPending(t.handle.db, { wait: true });
    const verdict = await verifyJournal(t.handle.db);
    const [journal] = rowsOf<{ n: string }>(await t.handle.db.execute(sql`select count(*) as n from journal`));
    expect(verdict).toMatchObject({ ok: true, count: Number(journal!.n), pending: 0 });
    const [links] = rowsOf<{ n: string; distinct_rows: string; last: string }>(
      await t.handle.db.execute(sql`select count(*) as n, count(distinct journal_id) as distinct_rows, max(position) as last from journal_links`),
    );
    expect(links).toEqual({ n: journal!.n, distinct_rows: journal!.n, last: journal!.n });
    // 320 postings on a shared 2-core machine: slower than the default 30 s when other work runs.
  }, 120_000);
});
