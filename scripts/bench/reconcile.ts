/**
 * Reconciliation of a partner's sheet at full size (docs/decisions.md, Reconciliation): a 50,000-line partner statement (an xlsx written here with
 * SheetJS, Dari headers, debit and credit columns, their sign a mirror of ours) against 50,000 ledger lines of ours
 * on the partner's account (44,500 hawala payouts and 5,500 settlement postings), over HTTP against the real app
 * (`node --import tsx apps/server/src/main.ts`) on the default embedded PostgreSQL (a temporary DATA_DIR, removed
 * afterwards). Our lines are written straight into the database before the run; the run is then timed from the
 * first byte of the upload to the last byte of the result. The app's peak RSS is its VmHWM from /proc (the app
 * process alone; the sheet is read in a child process, whose own peak is sampled every 20 ms and shown beside it).
 * Then 10 and 30 re-reads of the kept run at once, with the slowest /api/health answer while they are in flight (timed
 * by curl, so curl must be on the PATH).
 *   npm run bench:reconcile
 * Env: BENCH_LINES (default 50000).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import pg from 'pg';
import { CFB, utils, write } from '@e965/xlsx';
import { embeddedServerUrl } from '../../apps/server/src/test/power-cut';
import { memoryOf, processTable } from '../../apps/server/src/test/process-table';
import { freePort, seconds, startApp, stopApp } from './bench-app';

const execFileAsync = promisify(execFile);
const lines = Number(process.env.BENCH_LINES ?? 50_000);
const admin = { username: 'bench', password: 'bench-reconcile-1' };
const goal = { seconds: 10, rssMb: 512 };
const cash = 11;
const USD = 1;

// Ours: 89 % hawala payouts, the rest settlements; one settlement in ten we booked in two parts on two days.
const settlementCount = Math.round(lines * 0.1 / 1.1);
const hawalaCount = lines - settlementCount - Math.floor(settlementCount / 10);
const dayOf = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 90))).toISOString().slice(0, 10);
/** A settlement's day, a few days clear of the period's ends so their date a day either side stays in it. */
const settlementDay = (k: number, shift: number) => dayOf(((k * 7) % 84) + 3 + shift);
const cents = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const hawalaCents = (i: number) => 5_000 + ((i * 7_919) % 500_000);
const settlementCents = (k: number) => 100_000 + k * 317;

interface Ours {
  hawalaNo: (string | null)[];
  date: string[];
  amount: string[];
}

function ourLines(): Ours {
  const ours: Ours = { hawalaNo: [], date: [], amount: [] };
  for (let i = 0; i < hawalaCount; i++) {
    ours.hawalaNo.push(`BP-${String(i).padStart(7, '0')}`);
    ours.date.push(dayOf(i));
    ours.amount.push(cents(hawalaCents(i)));
  }
  for (let k = 0; k < settlementCount; k++) {
    const whole = settlementCents(k);
    const parts = k % 10 === 0 ? [Math.floor(whole / 2), whole - Math.floor(whole / 2)] : [whole];
    parts.forEach((part, p) => {
      ours.hawalaNo.push(null);
      ours.date.push(settlementDay(k, p));
      ours.amount.push(cents(part));
    });
  }
  return ours;
}

/** Their sheet: every 200th payout left out, every 250th typed 9.00 too high, settlements a day either side, and lines only they have. */
function theirSheet(): { file: Buffer; expected: Record<string, number> } {
  (CFB as { utils: { use_zlib(z: typeof zlib): void } }).utils.use_zlib(zlib);
  const rows: unknown[][] = [['صورت حساب صرافی — بنچ'], [], ['شماره حواله', 'تاریخ', 'شرح', 'اسعار', 'بدهکار', 'بستانکار', 'مانده']];
  const expected = { hawalaNo: 0, mismatched: 0, onlyOurs: 0, onlyTheirs: 0, settlements: settlementCount };
  for (let i = 0; i < hawalaCount; i++) {
    if (i % 200 === 0) {
      expected.onlyOurs++;
      continue;
    }
    const typo = i % 250 === 1;
    if (typo) expected.mismatched++;
    else expected.hawalaNo++;
    rows.push([`BP-${String(i).padStart(7, '0')}`, dayOf(i), 'پرداخت حواله', 'دالر', null, (hawalaCents(i) + (typo ? 900 : 0)) / 100, null]);
  }
  for (let k = 0; k < settlementCount; k++) rows.push([null, settlementDay(k, (k % 3) - 1 + (k % 10 === 0 ? 1 : 0)), 'تسویه', 'دالر', settlementCents(k) / 100, null, null]);
  for (let x = 0; rows.length - 3 < lines; x++, expected.onlyTheirs++) rows.push([`BX-${x}`, dayOf(x), 'حواله', 'دالر', null, 50 + (x % 97), null]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Statement');
  return { file: write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer, expected };
}

/** Our lines, written as the ledger holds them: a document per line and its two entries, the partner's and the cash account's. */
async function seed(url: string, ours: Ours): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const partner = (await client.query<{ id: number }>(`INSERT INTO accounts (account_code, account_name, currency_id, account_type) VALUES ('2001', 'صرافی بنچ', $1, 'hawala_partner') RETURNING id`, [USD])).rows[0]!.id;
    const numbered = ours.hawalaNo.flatMap((no, i) => (no ? [i] : []));
    const details = await client.query<{ id: number; hawala_no: string }>(
      `INSERT INTO hawala_details (hawala_no, sender_name, receiver_name, amount, currency, r_amount, hawala_status)
       SELECT no, 'Sender', 'Receiver', a::numeric, 'USD', a::numeric, 'Passed' FROM unnest($1::text[], $2::text[]) AS t(no, a) RETURNING id, hawala_no`,
      [numbered.map((i) => ours.hawalaNo[i]), numbered.map((i) => ours.amount[i])],
    );
    const detailId = new Map(details.rows.map((r) => [r.hawala_no, r.id]));
    const hawalaIds = ours.hawalaNo.map((no) => (no ? detailId.get(no)! : 0));
    // A payout: the partner is the out-account (it loses); a settlement they paid: the partner is the in-account.
    const documents = await client.query<{ id: number }>(
      `INSERT INTO transactions (trans_type, currency_id, c_currency_id, d_amount, c_amount, in_account_id, out_account_id, trans_date, hawala_id, user_created, date_created)
       SELECT CASE WHEN h > 0 THEN 'Hawala' ELSE 'Transfer' END, $4::int, $4::int, a::numeric, a::numeric, CASE WHEN h > 0 THEN $5::int ELSE $6::int END, CASE WHEN h > 0 THEN $6::int ELSE $5::int END, d, h, 'bench', now()
       FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS t(h, a, d, n) ORDER BY n RETURNING id`,
      [hawalaIds, ours.amount, ours.date, USD, cash, partner],
    );
    const ids = documents.rows.map((r) => r.id);
    const sign = hawalaIds.map((h) => (h > 0 ? -1 : 1));
    await client.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, currency_id, amount)
       SELECT id, $3::int, $4::int, s * a::numeric FROM unnest($1::int[], $2::text[], $5::int[]) AS t(id, a, s)
       UNION ALL SELECT id, $6::int, $4::int, -s * a::numeric FROM unnest($1::int[], $2::text[], $5::int[]) AS t(id, a, s)`,
      [ids, ours.amount, partner, USD, sign, cash],
    );
    await client.query('COMMIT');
    return partner;
  } finally {
    await client.end();
  }
}

/** The highest VmHWM of the app's sheet readers while `work` runs: a reader is ended after a large file, so it is sampled. */
async function readerPeak<T>(appPid: number, work: Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peakMb = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      for (const p of processTable()) {
        if (p.ppid !== appPid || !p.cmdline.includes('parse-worker-boot')) continue;
        // A reader ended between the listing and this read has no /proc entry left: its last sample stands.
        try {
          peakMb = Math.max(peakMb, memoryOf(p.pid).peakMb);
        } catch {
          continue;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { value: await work, peakMb };
  } finally {
    done = true;
    await sampling;
  }
}

/**
 * One GET /api/health timed by curl in its own process: timed here, it would also count this process's own work
 * (receiving and inflating megabytes of re-reads), which is not the server's answer time.
 */
async function healthProbe(origin: string) {
  const { stdout } = await execFileAsync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', `${origin}/api/health`]);
  const [status, total] = stdout.trim().split(' ');
  return { status: Number(status), ms: Number(total) * 1000 };
}

/**
 * `count` re-reads of a kept run at once, with /api/health asked every 100 ms until they are all answered: the
 * slowest health answer, and how the re-reads were answered (200, 503 busy with Retry-After, anything else).
 */
async function healthUnderReReads(origin: string, cookie: string, id: number, count: number) {
  let pending = count;
  const statuses = new Map<string, number>();
  const reReads = Array.from({ length: count }, async () => {
    const response = await fetch(`${origin}/api/reconciliations/${id}`, { headers: { cookie } });
    await response.arrayBuffer();
    const key = response.status === 503 && response.headers.get('retry-after') ? '503+Retry-After' : String(response.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    pending--;
  });
  let worstMs = 0;
  let asked = 0;
  const healthStatuses = new Set<number>();
  while (pending > 0) {
    const health = await healthProbe(origin);
    healthStatuses.add(health.status);
    worstMs = Math.max(worstMs, health.ms);
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(reReads);
  return { worstMs, asked, healthStatuses: [...healthStatuses], statuses: Object.fromEntries(statuses) };
}

const vmHwmMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-reconcile-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '' }, port, admin);
  try {
    let started = performance.now();
    const ours = ourLines();
    const partner = await seed(embeddedServerUrl(dataDir), ours);
    const { file, expected } = theirSheet();
    console.log(`seeded ${ours.amount.length} lines of ours, wrote their sheet of ${lines} lines (${(file.length / 1024 / 1024).toFixed(1)} MB xlsx) in ${seconds(started)} s`);

    const logIn = () => fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    // Seeding 100,000 lines can outlast the server's keep-alive: the first request may find fetch's kept socket closed.
    const login = await logIn().catch(logIn);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const upload = (url: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'statement.xlsx');
      return fetch(`${origin}${url}`, { method: 'POST', headers: { cookie }, body: form });
    };

    started = performance.now();
    const columns = await (await upload(`/api/partners/${partner}/reconciliations/columns`, {})).json();
    console.log(`columns step: ${seconds(started)} s, headers ${JSON.stringify(columns.headers)}`);

    const mapping = { hawalaNo: 'شماره حواله', date: 'تاریخ', amount: null, debit: 'بدهکار', credit: 'بستانکار', currency: 'اسعار', balance: null, defaultCurrency: null, sign: 'auto' };
    started = performance.now();
    const { value: body, peakMb } = await readerPeak(
      app.pid!,
      upload(`/api/partners/${partner}/reconciliations`, { mapping: JSON.stringify(mapping), from: '2026-01-01', to: '2026-03-31', toleranceDays: '3' }).then(async (response) => {
        if (!response.ok) throw new Error(`run: ${response.status} ${await response.text()}`);
        return response.text();
      }),
    );
    const runSeconds = (performance.now() - started) / 1000;
    const result = JSON.parse(body);
    const byRule = (rule: string) => result.matched.filter((m: { rule: string }) => m.rule === rule).length;
    const rssMb = vmHwmMb(app.pid!);
    console.log(`run (upload to result, ${(body.length / 1024 / 1024).toFixed(1)} MB of JSON): ${runSeconds.toFixed(1)} s`);
    console.log(`matched by number ${byRule('hawalaNo')} (expected ${expected.hawalaNo}), by amount ${byRule('amount')}, split ${byRule('split')}, merged ${byRule('merged')} (settlements expected ${expected.settlements})`);
    console.log(`mismatched ${result.mismatched.length} (expected ${expected.mismatched}), only theirs ${result.onlyTheirs.length} (expected ${expected.onlyTheirs}), only ours ${result.onlyOurs.length} (expected ${expected.onlyOurs})`);
    console.log(`balances ${JSON.stringify(result.balances)}`);
    console.log(`app peak RSS (VmHWM) ${rssMb.toFixed(0)} MB; sheet reader peak ${peakMb.toFixed(0)} MB`);
    console.log(`goal: < ${goal.seconds} s ${runSeconds < goal.seconds ? 'met' : 'MISSED'}; RSS < ${goal.rssMb} MB ${rssMb < goal.rssMb ? 'met' : 'MISSED'}`);
    let quietWorstMs = 0;
    for (let i = 0; i < 10; i++) {
      quietWorstMs = Math.max(quietWorstMs, (await healthProbe(origin)).ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`/api/health alone, 10 times: slowest ${quietWorstMs.toFixed(0)} ms (the machine's own latency, for comparison)`);
    for (const count of [10, 30]) {
      started = performance.now();
      const load = await healthUnderReReads(origin, cookie, result.id, count);
      console.log(
        `${count} re-reads at once: answered in ${seconds(started)} s ${JSON.stringify(load.statuses)}; /api/health asked ${load.asked} times meanwhile, ` +
          `statuses ${JSON.stringify(load.healthStatuses)}, slowest ${load.worstMs.toFixed(0)} ms (goal < 1000 ms ${load.worstMs < 1000 && load.healthStatuses.every((s) => s === 200) ? 'met' : 'MISSED'})`,
      );
    }
    const right = byRule('hawalaNo') === expected.hawalaNo && result.mismatched.length === expected.mismatched && result.onlyOurs.length === expected.onlyOurs && byRule('amount') + byRule('split') === expected.settlements;
    if (!right) process.exitCode = 1;
  } finally {
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
