/**
 * The dashboard's calls on a large shop: seeds a fresh PostgreSQL database with the transaction search bench's
 * 1,000,000 transactions (shared seed) and 200,000 imported hawalas over two years up to today, starts the app as
 * production does (`node --import tsx apps/server/src/main.ts`) and times p50/p95 over HTTP of every call the
 * dashboard page makes, as an admin.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dashboard
 * BENCH_TRANSACTIONS / BENCH_HAWALAS change the sizes; BENCH_KEEP_DB=1 keeps the database for EXPLAIN.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { TOTAL_COUNT_HEADER } from '@sarafi/core';
import { freePort, percentile, seconds, startApp, stopApp } from './bench-app';
import { firstAccount, freshBenchDatabase, seedTransactions } from './transactions-seed';

const admin = { username: 'bench', password: 'bench-pass-1' };
const live = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const hawalaCount = Number(process.env.BENCH_HAWALAS ?? 200_000);
const requestsPerCase = 30;
const goalMs = 200;
const day = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(Date.parse(today) - days * day).toISOString().slice(0, 10);
/** The hawalas span two years up to today, oldest first, as imports arrive. */
const firstDate = daysBefore(729);

const list = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;
const senders = ['John Smith', 'Sarah Jones', 'Imran Khan', 'Emma Brown', 'David Wilson', 'Aisha Begum', 'Tom Clarke', 'Fatima Ali'];
const receivers = ['Ahmad Karimi', 'Mariam Noori', 'Farid Ahmadzai', 'Latifa Safi', 'Nasir Rahimi', 'Habib Sultani', 'Zarghona Malikzai', 'Wali Ahmad'];
const places = ['Kabul', 'Herat', 'Jalalabad', 'Mazar-i-Sharif', 'Kandahar', 'Kunduz'];

/**
 * 200,000 hawalas: 60% from partner 2001 (the rest from three other senders), 55% AFN, 25% USD, 12% PKR, 8% EUR;
 * 60% Passed, 20% Pending, 5% Cancelled, 5% Processed, 10% Completed; amounts 20–5,000 pounds; ~1 in 50 without
 * a receiver amount and ~1 in 40 without intoUSD, as real sheets have gaps. Account AC1000 becomes partner 2001,
 * so its balances are those of an account with a thousand transactions. Also 20,000 created hawala transfers.
 */
async function seedHawalas(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`
      insert into hawala_details (sender_code, hawala_no, sender_name, sender_location, receiver_name, receiver_location, amount, currency,
        exchange_rate, r_amount, rate, into_usd, hawala_status, import_date, transaction_date, hawala_date)
      select sender_code, 'LDN-' || (100000 + g), ${list(senders)}[1 + g % 8], 'London', ${list(receivers)}[1 + (g / 8) % 8] || ' ' || (g % 997),
        ${list(places)}[1 + g % 6], pounds, currency, fx, case when g % 50 = 7 then null else round(pounds * fx, 2) end, fx,
        case when g % 40 = 3 then null else round(pounds * 1.27, 2) end, status, date::timestamptz, to_char(date, 'YYYY-MM-DD'), to_char(date, 'YYYY-MM-DD')
      from (
        select g, date '${firstDate}' + (g::bigint * 730 / ${hawalaCount})::int as date,
          case when g % 10 < 6 then '2001' else (array['3005', '4010', '2002'])[1 + g % 3] end as sender_code,
          ((2000 + (g::bigint * 7919) % 498000) / 100.0)::numeric(20, 2) as pounds,
          case when g % 100 < 55 then 'AFN' when g % 100 < 80 then 'USD' when g % 100 < 92 then 'PKR' else 'EUR' end as currency,
          case when g % 100 < 55 then 88.5 when g % 100 < 80 then 1.27 when g % 100 < 92 then 354.2 else 1.16 end as fx,
          case when g % 20 < 12 then 'Passed' when g % 20 < 16 then 'Pending' when g % 20 = 16 then 'Cancelled'
               when g % 20 = 17 then 'Processed' else 'Completed' end as status
        from generate_series(0, ${hawalaCount - 1}) g
      ) s
      order by g`);
    // Hawala transfers created in the shop, which /api/hawala/recent lists.
    await client.query(`
      insert into hawalas (hawala_number, sender_name, receiver_name, amount, currency, exchange_rate, converted_amount, converted_currency, status, created_at, updated_at)
      select 'HWL' || (1001 + g), ${list(senders)}[1 + g % 8], ${list(receivers)}[1 + g % 8], 100 + g % 900, 'AFN', 1, 100 + g % 900, 'USD',
        (array['sent', 'received', 'pending', 'completed', 'cancelled'])[1 + g % 5], now() - (20000 - g) * interval '1 hour', now()
      from generate_series(0, 19999) g`);
    await client.query(`update accounts set account_code = '2001', account_name = 'Khan Brothers', account_type = 'hawala_partner' where id = ${firstAccount}`);
    await client.query('vacuum analyze hawala_details');
    await client.query('vacuum analyze accounts');
    await client.query('vacuum analyze hawalas');
    console.log(`  ${hawalaCount.toLocaleString('en-US')} hawalas from ${firstDate} to ${today}: ${seconds(started)} s`);
  } finally {
    await client.end();
  }
}

interface Case {
  name: string;
  path: (i: number) => string;
  post?: object;
}

async function main() {
  const { fresh, handle } = await freshBenchDatabase('bench_dashboard', admin);
  let child: ChildProcess | undefined;
  try {
    await handle.close();
    console.log(`Seeding ${live.toLocaleString('en-US')} transactions and ${hawalaCount.toLocaleString('en-US')} hawalas on PostgreSQL:`);
    const seeded = await seedTransactions(fresh.url, live, admin.username);
    await seedHawalas(fresh.url);
    console.log(`Transactions seeded in ${seeded.totalSeconds} s.`);

    const port = await freePort();
    child = await startApp(fresh.url, port, admin);
    const baseUrl = `http://127.0.0.1:${port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const call = async (c: Case, i: number) => {
      const path = c.path(i);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        method: c.post ? 'POST' : 'GET',
        headers: { cookie, 'accept-encoding': 'gzip', ...(c.post ? { 'content-type': 'application/json' } : {}) },
        body: c.post ? JSON.stringify(c.post) : undefined,
      });
      const text = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return { ms, bytes: text.length, total: response.headers.get(TOTAL_COUNT_HEADER) };
    };

    const month = `fromDate=${daysBefore(30)}&toDate=${today}`;
    const year = `fromDate=${daysBefore(364)}&toDate=${today}`;
    const statuses = ['', 'Pending', 'Passed', 'Cancelled'];
    /** Broad texts match 5–37% of the hawalas (the count must read them all); narrow ones a few hundred or none. */
    const broad = ['ahmad', 'usd', 'cancel', 'LDN-15'];
    const narrow = ['zarghona malikzai 99', 'LDN-123', 'nobody at all', 'wali ahmad 5'];
    const cases: Case[] = [
      { name: 'hawala-summary, no range', path: () => '/api/dashboard/hawala-summary' },
      { name: 'hawala-summary, a month', path: () => `/api/dashboard/hawala-summary?${month}` },
      { name: 'hawala-summary, a year', path: () => `/api/dashboard/hawala-summary?${year}` },
      { name: 'hawala-daily, default 30 days', path: () => '/api/dashboard/hawala-daily' },
      { name: 'hawala-daily, a year', path: () => `/api/dashboard/hawala-daily?${year}` },
      { name: 'hawala-total-usd, no range', path: () => '/api/hawala-total-usd' },
      { name: 'hawala-total-usd, a year', path: () => `/api/hawala-total-usd?${year}` },
      { name: 'dashboard/settings', path: () => '/api/dashboard/settings' },
      { name: 'dashboard/system-health', path: () => '/api/dashboard/system-health' },
      { name: 'hawala-details, per status (all, Pending, Passed, Cancelled)', path: (i) => `/api/hawala-details?limit=100&withTotal=true&status=${statuses[i % 4]}` },
      { name: 'hawala-details, per status, a year', path: (i) => `/api/hawala-details?limit=100&withTotal=true&status=${statuses[i % 4]}&${year}` },
      { name: 'hawala-details, q broad (ahmad, usd, cancel, LDN-15)', path: (i) => `/api/hawala-details?limit=100&withTotal=true&q=${encodeURIComponent(broad[i % 4]!)}` },
      { name: 'hawala-details, q narrow', path: (i) => `/api/hawala-details?limit=100&withTotal=true&q=${encodeURIComponent(narrow[i % 4]!)}` },
      { name: 'hawala-details, status + q, a month', path: (i) => `/api/hawala-details?limit=100&withTotal=true&status=${statuses[i % 4]}&q=ahmad&${month}` },
      { name: 'hawala/recent', path: () => '/api/hawala/recent' },
      { name: 'account-balances (4 codes)', path: () => '/api/account-balances', post: { accountCodes: ['2001', 'AC1005', 'AC1010', 'AC1500'] } },
      { name: 'cash-shop-balance', path: () => '/api/cash-shop-balance' },
      { name: 'accounts/11/balances', path: () => '/api/accounts/11/balances' },
      { name: 'partner-balance', path: () => '/api/partner-balance' },
    ];

    const table: { case: string; p50: string; p95: string; max: string; bytes: string; total: string }[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await call(c, i); // warm-up
      const times: number[] = [];
      let last = { bytes: 0, total: null as string | null };
      for (let i = 0; i < requestsPerCase; i++) {
        const result = await call(c, i);
        times.push(result.ms);
        last = result;
      }
      times.sort((a, b) => a - b);
      const row = { case: c.name, p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), max: times.at(-1)!.toFixed(1), bytes: String(last.bytes), total: last.total ?? '' };
      table.push(row);
      console.log(`  ${row.case}: p50 ${row.p50} ms, p95 ${row.p95} ms`);
    }

    console.log(`\nDashboard calls on ${live.toLocaleString('en-US')} transactions and ${hawalaCount.toLocaleString('en-US')} hawalas (${requestsPerCase} requests per row, ms):\n`);
    console.log('| call | p50 ms | p95 ms | max ms | body bytes (last) | x-total-count (last) |');
    console.log('|---|---|---|---|---|---|');
    for (const row of table) console.log(`| ${row.case} | ${row.p50} | ${row.p95} | ${row.max} | ${row.bytes} | ${row.total} |`);
    const missed = table.filter((row) => Number(row.p95) >= goalMs);
    console.log(missed.length === 0 ? `\nEvery p95 is under ${goalMs} ms.` : `\np95 of ${goalMs} ms or more: ${missed.map((r) => r.case).join(', ')}`);
  } finally {
    await stopApp(child);
    if (process.env.BENCH_KEEP_DB === '1') console.log(`Kept ${fresh.url}`);
    else await fresh.drop();
  }
}

await main();
