/**
 * The exchange desk on 1,000,000 transactions (docs/decisions.md, Exchange desk): seeds the bench database the way bench:books does (one
 * transaction a minute from 2025-01-01; a fifth of them exchanges, about 200,000), derives every deal with
 * `rebuildDeals` (the seed writes rows in bulk, past the posting code), starts the app as production does and measures
 * over HTTP p50/p95 of the FX profit report over a year and of the edit of an exchange a month back (the replay of
 * every later deal), with how many deal legs each edit rewrote.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:fx
 * BENCH_TRANSACTIONS sets the live count (default 1,000,000); BENCH_KEEP_DB=1 keeps the database.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { Money, sellingAmount, toAmount } from '@sarafi/core';
import { rebuildDeals } from '../../apps/server/src/modules/fx/rebuild-deals';
import { freePort, percentile, seconds, startApp, stopApp } from './bench-app';
import { freshBenchDatabase, generatedFor, seedTransactions } from './transactions-seed';

const admin = { username: 'bench', password: 'bench-pass-1' };
const live = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const reportRequests = 30;
const edits = 10;
const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)}`;
};

interface ExchangeRow {
  id: number;
  trans_description: string | null;
  c_trans_description: string | null;
  currency_id: number;
  c_currency_id: number;
  code: string;
  c_code: string;
  d_amount: string;
  ex_rate: string;
  in_account_id: number;
  out_account_id: number;
  trans_date: string;
  updated_at: Date;
}

async function main() {
  const { fresh, handle } = await freshBenchDatabase('bench_fx', admin);
  let child: ChildProcess | undefined;
  let client: pg.Client | undefined;
  try {
    console.log(`Seeding ${generatedFor(live).toLocaleString('en-US')} transactions (${live.toLocaleString('en-US')} live) on PostgreSQL:`);
    const seeded = await seedTransactions(fresh.url, live, admin.username);
    const rebuildStarted = performance.now();
    await handle.db.transaction((tx) => rebuildDeals(tx));
    const rebuildSeconds = seconds(rebuildStarted);
    await handle.close();
    client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    await client.query('vacuum analyze fx_deal_legs');
    const { rows: counts } = await client.query<{ first: string; last: string; exchanges: number; legs: number }>(`
      select min(trans_date) as first, max(trans_date) as last, (select count(*)::int from transactions where trans_type = 'Exchange') as exchanges,
        (select count(*)::int from fx_deal_legs) as legs
      from transactions`);
    const { first, last, exchanges, legs } = counts[0]!;
    console.log(`Seeded in ${seeded.totalSeconds} s; transactions dated ${first} to ${last}.`);
    console.log(`rebuildDeals: ${rebuildSeconds} s for ${exchanges.toLocaleString('en-US')} exchanges, ${legs.toLocaleString('en-US')} deal legs.`);

    const port = await freePort();
    child = await startApp(fresh.url, port, admin);
    const baseUrl = `http://127.0.0.1:${port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const call = async (method: string, path: string, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return { ms: performance.now() - started, json };
    };

    const lastMs = Date.parse(`${last}T00:00:00Z`);
    const yearPath = `/api/reports/fx-profit?from=${isoDay(lastMs - 364 * dayMs)}&to=${last}`;
    for (let i = 0; i < 3; i++) await call('GET', yearPath);
    const reportTimes: number[] = [];
    let deals = 0;
    for (let i = 0; i < reportRequests; i++) {
      const { ms, json } = await call('GET', yearPath);
      reportTimes.push(ms);
      deals = json.deals as number;
    }
    const positionTimes: number[] = [];
    for (let i = 0; i < reportRequests; i++) positionTimes.push((await call('GET', '/api/reports/positions')).ms);

    const monthBack = isoDay(lastMs - 30 * dayMs);
    const { rows: targets } = await client.query<ExchangeRow>(
      `select t.id, t.trans_description, t.c_trans_description, t.currency_id, t.c_currency_id, p.code, s.code as c_code, t.d_amount::text,
         t.ex_rate::text, t.in_account_id, t.out_account_id, t.trans_date, t.updated_at
       from transactions t join currencies p on p.id = t.currency_id join currencies s on s.id = t.c_currency_id
       where t.trans_type = 'Exchange' and t.trans_date = $1 order by t.id limit $2`,
      [monthBack, edits],
    );
    const editTimes: number[] = [];
    const rewritten: { legs: number; deals: number }[] = [];
    let replayed = 0;
    for (const t of targets) {
      // A changed amount moves the position, so every later leg in its currency gets a new average cost.
      const dAmount = toAmount(new Money(t.d_amount).plus(1));
      const cAmount = toAmount(sellingAmount(dAmount, t.ex_rate, t.code, t.c_code)!);
      const body = {
        transType: 'Exchange',
        transDescription: t.trans_description,
        cTransDescription: t.c_trans_description,
        currencyId: t.currency_id,
        cCurrencyId: t.c_currency_id,
        dAmount,
        cAmount,
        exRate: t.ex_rate,
        inAccountId: t.in_account_id,
        outAccountId: t.out_account_id,
        transDate: t.trans_date,
        updatedAt: t.updated_at.toISOString(),
      };
      editTimes.push((await call('PUT', `/api/transactions/${t.id}`, body)).ms);
      // Rows the edit's own database transaction wrote carry its id as xmin, the edited transaction row among them.
      const { rows } = await client.query<{ legs: number; deals: number; replayed: number }>(
        `select (select count(*)::int from fx_deal_legs l where l.xmin = t.xmin) as legs,
           (select count(*)::int from fx_deals d where d.xmin = t.xmin) as deals,
           (select count(*)::int from fx_deal_legs l where (l.trans_date, l.transaction_id) >= (t.trans_date, t.id)
              and l.currency_id in (select currency_id from fx_deal_legs where transaction_id = t.id)) as replayed
         from transactions t where t.id = $1`,
        [t.id],
      );
      rewritten.push(rows[0]!);
      replayed = rows[0]!.replayed;
    }

    console.log(`\nThe exchange desk on ${live.toLocaleString('en-US')} transactions (ms):\n`);
    console.log('| case | requests | size | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| FX profit, ${isoDay(lastMs - 364 * dayMs)} to ${last} | ${reportRequests} | ${deals.toLocaleString('en-US')} deals | ${summary(reportTimes)} |`);
    console.log(`| positions | ${reportRequests} | 4 currencies | ${summary(positionTimes)} |`);
    console.log(`| edit an exchange of ${monthBack} | ${targets.length} | ${replayed.toLocaleString('en-US')} legs replayed | ${summary(editTimes)} |`);
    console.log(`\nLegs / transaction rows rewritten per edit: ${rewritten.map((r) => `${r.legs} / ${r.deals}`).join(', ')}.`);
  } finally {
    await client?.end();
    await stopApp(child);
    if (process.env.BENCH_KEEP_DB === '1') console.log(`Kept ${fresh.url}`);
    else await fresh.drop();
  }
}

await main();
