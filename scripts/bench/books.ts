/**
 * The books on 1,000,000 transactions (docs/decisions.md, Books and day close): seeds a fresh PostgreSQL database the way bench:search does (one
 * transaction a minute from 2025-01-01, about 45% of them moving cash account 11), starts the app as production does
 * and measures p50/p95 over HTTP of the cash book of one day and of a week, and of the trial balance as of a recent
 * day and as of a day a year back.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:books
 * BENCH_TRANSACTIONS sets the live count (default 1,000,000); BENCH_KEEP_DB=1 keeps the database.
 */
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { freePort, percentile, startApp, stopApp } from './bench-app';
import { freshBenchDatabase, generatedFor, seedTransactions } from './transactions-seed';

const admin = { username: 'bench', password: 'bench-pass-1' };
const live = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const requestsPerCase = 30;
const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main() {
  const { fresh, handle } = await freshBenchDatabase('bench_books', admin);
  let child: ChildProcess | undefined;
  try {
    console.log(`Seeding ${generatedFor(live).toLocaleString('en-US')} transactions (${live.toLocaleString('en-US')} live) on PostgreSQL:`);
    const seeded = await seedTransactions(fresh.url, live, admin.username);
    const span = (await handle.db.execute(sql.raw('select min(trans_date) as first, max(trans_date) as last from transactions'))) as unknown as {
      rows: { first: string; last: string }[];
    };
    const { first, last } = span.rows[0]!;
    console.log(`Seeded in ${seeded.totalSeconds} s; transactions dated ${first} to ${last}.`);
    await handle.close();

    const port = await freePort();
    child = await startApp(fresh.url, port, admin);
    const baseUrl = `http://127.0.0.1:${port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const lastMs = Date.parse(`${last}T00:00:00Z`);
    const recentDay = (i: number) => isoDay(lastMs - ((i * 7) % 30) * dayMs);
    const yearBack = (i: number) => isoDay(lastMs - (365 + ((i * 7) % 30)) * dayMs);
    const cases: { name: string; path: (i: number) => string; lines: (body: never) => number }[] = [
      {
        name: 'cash book, one recent day',
        path: (i) => `/api/reports/cash-book?date=${recentDay(i)}`,
        lines: (body: { currencies: { lines: unknown[] }[] }) => body.currencies.reduce((n, c) => n + c.lines.length, 0),
      },
      {
        name: 'cash book, one day a year back',
        path: (i) => `/api/reports/cash-book?date=${yearBack(i)}`,
        lines: (body: { currencies: { lines: unknown[] }[] }) => body.currencies.reduce((n, c) => n + c.lines.length, 0),
      },
      {
        name: 'cash book, a recent week',
        path: (i) => `/api/reports/cash-book?from=${isoDay(Date.parse(`${recentDay(i)}T00:00:00Z`) - 6 * dayMs)}&to=${recentDay(i)}`,
        lines: (body: { currencies: { lines: unknown[] }[] }) => body.currencies.reduce((n, c) => n + c.lines.length, 0),
      },
      { name: 'trial balance, as of a recent day', path: (i) => `/api/reports/trial-balance?asOf=${recentDay(i)}`, lines: (body: { rows: unknown[] }) => body.rows.length },
      { name: 'trial balance, as of a day a year back', path: (i) => `/api/reports/trial-balance?asOf=${yearBack(i)}`, lines: (body: { rows: unknown[] }) => body.rows.length },
    ];

    const table: string[] = [];
    for (const c of cases) {
      const get = async (i: number) => {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${c.path(i)}`, { headers: { cookie } });
        const body = (await response.json()) as never;
        if (!response.ok) throw new Error(`${c.path(i)}: ${response.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, lines: c.lines(body) };
      };
      for (let i = 0; i < 3; i++) await get(i);
      const times: number[] = [];
      let lines = 0;
      for (let i = 0; i < requestsPerCase; i++) {
        const result = await get(i);
        times.push(result.ms);
        lines += result.lines;
      }
      times.sort((a, b) => a - b);
      const row = `| ${c.name} | ${(lines / requestsPerCase).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`;
      table.push(row);
      console.log(row);
    }
    console.log(`\nThe books on ${live.toLocaleString('en-US')} transactions (${requestsPerCase} requests per row, ms):\n`);
    console.log('| case | lines or rows | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|---|');
    for (const row of table) console.log(row);
  } finally {
    await stopApp(child);
    if (process.env.BENCH_KEEP_DB === '1') console.log(`Kept ${fresh.url}`);
    else await fresh.drop();
  }
}

await main();
