/**
 * The transaction bulk seed the benchmarks share (`bench:search`, `bench:dashboard`): 1,000 accounts and a million
 * generated transactions with `INSERT … SELECT generate_series`, a few seconds a quarter-million rows.
 */
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedSystem } from '../../apps/server/src/db/seed-system';
import { createFreshPostgresDatabase } from '../../apps/server/src/test/fresh-postgres';
import { seconds } from './bench-app';

export const accountCount = 1000;
/** Staff accounts of the bench; the system ones (cash 11, FX position accounts) sit below. */
export const firstAccount = 1001;
/** Every 21st generated transaction is moved to the deleted list, leaving `live` live ones. */
export const generatedFor = (live: number) => Math.round((live * 21) / 20);

export const words = ['Rent payment', 'Salary', 'Hawala payout', 'Invoice', 'Loan repayment', 'School fees', 'Medical', 'Shop supplies', 'Family support', 'Fuel', 'Wholesale order', 'Transport', 'Electricity bill', 'Carpet sale', 'Saffron export', 'Dried fruit', 'Phone credit', 'Construction', 'Tuition', 'Wedding'];
export const cities = ['Kabul', 'Herat', 'Mazar', 'Kandahar', 'Jalalabad', 'Kunduz', 'Ghazni', 'Bamyan', 'Peshawar', 'Dubai'];
const sqlArray = (list: string[]) => `(array[${list.map((w) => `'${w}'`).join(',')}])`;

/**
 * `live` transactions (plus every 21st generated one moved to the deleted list), their ledger entries and balances,
 * on the accounts below. Bulk load as a restore would: secondary indexes dropped, rows generated in SQL, indexes
 * rebuilt after, then `vacuum analyze`.
 */
export async function seedTransactions(url: string, live: number, adminUsername: string) {
  const generated = generatedFor(live);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: [string, string][] = [];
  const step = async (label: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    timings.push([label, seconds(started)]);
    console.log(`  ${label}: ${seconds(started)} s`);
  };
  try {
    // Rows are consistent by construction, so the per-row foreign-key triggers are skipped while loading.
    await client.query(`set session_replication_role = replica; set maintenance_work_mem = '1GB'; set work_mem = '256MB'`);
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(`
      select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('transactions', 'ledger_entries', 'deleted_transactions', 'account_balances', 'account_day_totals')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
    for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
    const { rows: adminRows } = await client.query<{ id: string }>(`select id from users where username = $1`, [adminUsername]);

    const started = performance.now();
    await step(
      `${accountCount} accounts`,
      `insert into accounts (id, account_code, account_name, currency_id, account_type)
       select ${firstAccount} + g, 'AC' || (1000 + g), (array['Ahmad','Farid','Latifa','Nasir','Mariam'])[1 + g % 5] || ' ' || g, 1 + g % 4, 'customer'
       from generate_series(0, ${accountCount - 1}) g;
       select setval(pg_get_serial_sequence('accounts', 'id'), ${firstAccount + accountCount})`,
    );
    // 40% transfers, 15% debits, 15% credits, 20% exchanges, 10% hawala payouts; one a minute from 2025-01-01.
    const batch = 250_000;
    for (let from = 0; from < generated; from += batch) {
      const to = Math.min(generated, from + batch);
      await step(
        `transactions ${from + 1}–${to}`,
        `insert into transactions (trans_type, trans_description, c_trans_description, currency_id, c_currency_id, d_amount, c_amount,
           ex_rate, in_account_id, out_account_id, trans_date_time, trans_date, user_created, date_created, user_modified, date_modified,
           created_at, updated_at)
         select kind, narrative, c_narrative, cur, case when kind = 'Exchange' then cur2 else cur end, d,
           case when kind = 'Exchange' then round(d * rate, 2) else d end, case when kind = 'Exchange' then rate else 1 end,
           case kind when 'Debit' then 11 when 'Hawala' then 11 when 'Credit' then ${firstAccount} + a1 when 'Exchange' then ${firstAccount} + a2x else ${firstAccount} + a2 end,
           case kind when 'Credit' then 11 else ${firstAccount} + a1 end,
           ts, to_char(ts at time zone 'UTC', 'YYYY-MM-DD'), 'bench', ts, 'bench', ts, ts, ts
         from (
           select g, ts, a1, d, rate,
             case when a2 = a1 then (a2 + 4) % ${accountCount} else a2 end as a2,
             a2x, 1 + a1 % 4 as cur, 1 + a2x % 4 as cur2,
             case when g % 20 < 8 then 'Transfer' when g % 20 < 11 then 'Debit' when g % 20 < 14 then 'Credit'
                  when g % 20 < 18 then 'Exchange' else 'Hawala' end as kind,
             ${sqlArray(words)}[1 + g % 20] || ' ' || ${sqlArray(cities)}[1 + (g / 20) % 10] || ' #' || g as narrative,
             ${sqlArray(words)}[1 + (g / 7) % 20] || ' received' as c_narrative
           from (
             select g, timestamptz '2025-01-01 00:00:00+00' + g * interval '1 minute' as ts,
               (g * 7919) % ${accountCount} as a1,
               ((g * 104729) % ${accountCount / 4}) * 4 + ((g * 7919) % ${accountCount}) % 4 as a2,
               ((g * 104729) % ${accountCount / 4}) * 4 + (((g * 7919) % ${accountCount}) % 4 + 1 + g % 3) % 4 as a2x,
               ((100 + (g::bigint * 48271) % 5000000) / 100.0)::numeric(20, 2) as d,
               (1.5 + (g % 100) / 10.0)::numeric(20, 8) as rate
             from generate_series(${from}::bigint, ${to - 1}::bigint) g
           ) base
         ) s
         order by g`,
      );
    }
    await step(
      'move every 21st to deleted_transactions',
      `insert into deleted_transactions (original_transaction_id, trans_type, trans_description, currency_id, d_amount, c_amount, c_currency_id,
         c_trans_description, in_account_id, out_account_id, trans_date_time, trans_date, ex_rate, user_created, date_created, user_modified,
         date_modified, reference_id, hawala_id, trans_id, original_created_at, original_updated_at, deleted_date, deleted_user_id,
         deletion_reason, form_name)
       select id, trans_type, trans_description, currency_id, d_amount, c_amount, c_currency_id, c_trans_description, in_account_id,
         out_account_id, trans_date_time, trans_date, ex_rate, user_created, date_created, user_modified, date_modified, reference_id,
         hawala_id, trans_id, created_at, updated_at, created_at + interval '1 hour', '${adminRows[0]!.id}', 'entered twice', 'Search Transactions'
       from transactions where id % 21 = 0 order by id;
       delete from transactions where id % 21 = 0`,
    );
    await step(
      'ledger entries',
      `insert into ledger_entries (transaction_id, account_id, currency_id, amount)
       select t.id, x.account_id, x.currency_id, x.amount
       from transactions t
       join currencies p on p.id = t.currency_id
       join currencies s on s.id = t.c_currency_id
       join accounts fp on fp.account_code = 'FX-' || p.code
       join accounts fs on fs.account_code = 'FX-' || s.code
       cross join lateral (values
         (t.out_account_id, t.currency_id, -t.d_amount),
         (case when t.trans_type = 'Exchange' then fp.id else t.in_account_id end, t.currency_id, t.d_amount),
         (case when t.trans_type = 'Exchange' then fs.id end, t.c_currency_id, -t.c_amount),
         (case when t.trans_type = 'Exchange' then t.in_account_id end, t.c_currency_id, t.c_amount)
       ) as x(account_id, currency_id, amount)
       where x.account_id is not null
       order by t.id`,
    );
    await step(
      'account balances',
      `insert into account_balances (account_id, currency_id, balance)
       select account_id, currency_id, sum(amount) from ledger_entries group by account_id, currency_id`,
    );
    await step(
      'account day totals',
      `insert into account_day_totals (account_id, currency_id, day, total)
       select e.account_id, e.currency_id, coalesce(t.trans_date, ''), sum(e.amount)
       from ledger_entries e join transactions t on t.id = e.transaction_id group by 1, 2, 3`,
    );
    const loadSeconds = seconds(started);
    const indexStarted = performance.now();
    for (const { indexname, indexdef } of indexes) await step(`index ${indexname}`, indexdef);
    const indexSeconds = seconds(indexStarted);
    await step('vacuum analyze', 'vacuum analyze');
    return { timings, loadSeconds, indexSeconds, totalSeconds: seconds(started) };
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the bench server (BENCH_DATABASE_URL, else the machine's), migrated, with the system records
 * and the bench admin: what every benchmark over the seeded transactions starts from.
 */
export async function freshBenchDatabase(label: string, admin: { username: string; password: string }) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const fresh = await createFreshPostgresDatabase(base, label);
  const handle = await openPostgres(fresh.url);
  await runMigrations(handle);
  await seedSystem(handle.db, admin);
  return { fresh, handle };
}
