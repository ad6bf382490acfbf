import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger-invariants';
import { chainPending } from '../../apps/server/src/modules/journal/chain-journal';
import { verifyJournal } from '../../apps/server/src/modules/journal/verify-journal';
import type { ClientRecord } from './bank-workload';

/**
 * Reads Σ balance per currency over and over while the workload runs. Every single read must be zero in every
 * currency (balances start at zero and each posting nets to zero): a non-zero read is money invented or lost, even
 * for an instant. Reads that fail because the database is restarting are counted, not judged. `url` is asked before
 * each read: the embedded server comes back on another port after a crash.
 */
export function startBalanceReader(url: () => string) {
  let pool: { url: string; pool: pg.Pool } | undefined;
  const poolFor = (current: string) => {
    if (pool?.url === current) return pool.pool;
    void pool?.pool.end().catch(() => undefined);
    pool = { url: current, pool: new pg.Pool({ connectionString: current, max: 1, connectionTimeoutMillis: 2_000 }) };
    pool.pool.on('error', () => undefined);
    return pool.pool;
  };
  const state = { reads: 0, failedReads: 0, violations: [] as string[], running: true };
  const done = (async () => {
    while (state.running) {
      try {
        const { rows } = await poolFor(url()).query<{ currency_id: number; total: string }>(
          'select currency_id, sum(balance)::text as total from account_balances group by currency_id having sum(balance) <> 0',
        );
        state.reads++;
        for (const row of rows) state.violations.push(`read ${state.reads}: currency ${row.currency_id} sums to ${row.total}`);
      } catch {
        state.failedReads++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await pool?.pool.end();
  })();
  return {
    state,
    async stop() {
      state.running = false;
      await done;
    },
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The end-of-run checks of the bank workload, as a list of violations (empty: every cent accounted for). */
export async function checkBank(url: string, records: ClientRecord[]): Promise<string[]> {
  const violations: string[] = [];
  const handle = await openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const invariants = await ledgerViolations(handle.db);
    for (const [name, rows] of Object.entries(invariants)) if (rows.length > 0) violations.push(`${name}: ${JSON.stringify(rows.slice(0, 5))}`);
    // The journal: every committed write's row, chained whatever was killed mid-write (docs/decisions.md, Journal);
    // what the killed chainers left waiting is linked first, as the next start would.
    await chainPending(handle.db, { wait: true });
    const journal = await verifyJournal(handle.db);
    if (!journal.ok) violations.push(`journal: ${JSON.stringify(journal)}`);

    const live = new Map<string, { id: number; amount: string }[]>();
    const deleted = new Map<string, number[]>();
    for (const row of (await client.query<{ marker: string; id: number; amount: string }>(
      `select trans_description as marker, id, d_amount::text as amount from transactions where trans_description like 'chaos:%'`,
    )).rows) {
      live.set(row.marker, [...(live.get(row.marker) ?? []), { id: row.id, amount: row.amount }]);
    }
    for (const row of (await client.query<{ marker: string; id: number }>(
      `select trans_description as marker, original_transaction_id as id from deleted_transactions where trans_description like 'chaos:%'`,
    )).rows) {
      deleted.set(row.marker, [...(deleted.get(row.marker) ?? []), row.id]);
    }

    for (const record of records) {
      for (const posting of record.postings) {
        const ids = [...(live.get(posting.marker) ?? []).map((r) => r.id), ...(deleted.get(posting.marker) ?? [])];
        if (posting.outcome.kind === 'unknown') {
          if (ids.length > 1) violations.push(`${posting.marker} (no definite answer) is stored ${ids.length} times`);
        } else if (isSuccess(posting.outcome.status)) {
          if (ids.length !== 1 || ids[0] !== posting.transactionId) violations.push(`${posting.marker} got ${posting.outcome.status} (id ${posting.transactionId}) but is stored as [${ids.join(', ')}]`);
        } else if (ids.length > 0) {
          violations.push(`${posting.marker} got ${posting.outcome.status} but is stored as [${ids.join(', ')}]`);
        }
      }
      for (const doc of record.owned) {
        const rows = live.get(doc.marker) ?? [];
        if (doc.state === 'live' && (rows.length !== 1 || rows[0]!.amount !== doc.amount)) {
          violations.push(`${doc.marker} should be live with ${doc.amount}, found ${JSON.stringify(rows)}`);
        }
        if (doc.state === 'deleted' && (rows.length !== 0 || (deleted.get(doc.marker) ?? []).length !== 1)) {
          violations.push(`${doc.marker} should be in the deleted list only, found live ${JSON.stringify(rows)}, deleted ${JSON.stringify(deleted.get(doc.marker) ?? [])}`);
        }
      }
    }

    const payouts = new Map<number, number[]>();
    // Payouts of imported hawalas; a hawala we send posts Hawala transactions too, linked by sent_hawala_id instead.
    for (const row of (await client.query<{ hawala_id: number; id: number }>(`select hawala_id, id from transactions where trans_type = 'Hawala' and sent_hawala_id is null`)).rows) {
      payouts.set(row.hawala_id, [...(payouts.get(row.hawala_id) ?? []), row.id]);
    }
    const status = new Map((await client.query<{ id: number; hawala_status: string }>('select id, hawala_status from hawala_details')).rows.map((r) => [r.id, r.hawala_status]));
    const passed = new Map<number, number>();
    for (const { hawalaId, outcome } of records.flatMap((r) => r.passes)) {
      if (outcome.kind === 'answer' && isSuccess(outcome.status)) {
        const transactionId = (outcome.body as { transactionId: number }).transactionId;
        if (passed.has(hawalaId) && passed.get(hawalaId) !== transactionId) violations.push(`hawala ${hawalaId} was passed twice: ${passed.get(hawalaId)} and ${transactionId}`);
        passed.set(hawalaId, transactionId);
      }
    }
    for (const [hawalaId, hawalaStatus] of status) {
      const ids = payouts.get(hawalaId) ?? [];
      if (ids.length > 1) violations.push(`hawala ${hawalaId} has ${ids.length} live payouts`);
      if ((hawalaStatus === 'Passed') !== (ids.length === 1)) violations.push(`hawala ${hawalaId} is ${hawalaStatus} with ${ids.length} payouts`);
      const answered = passed.get(hawalaId);
      if (answered !== undefined && ids[0] !== answered) violations.push(`hawala ${hawalaId}: the 2xx named payout ${answered}, stored [${ids.join(', ')}]`);
    }

    // Hawalas we send: a cancelled one's postings net to nothing on every account (the refund reverses them all); an
    // open or paid one keeps its send posting; none of their postings ever reaches the deleted list.
    const sentViolations = await client.query<{ problem: string }>(`
      select 'cancelled hawala ' || h.id || ' leaves ' || e.total || ' on account ' || e.account_id as problem
        from hawalas h join (select t.sent_hawala_id, l.account_id, l.currency_id, sum(l.amount) as total
                               from ledger_entries l join transactions t on t.id = l.transaction_id
                              where t.sent_hawala_id is not null group by 1, 2, 3) e on e.sent_hawala_id = h.id
       where h.status = 'cancelled' and e.total <> 0
      union all
      select 'hawala ' || h.id || ' is ' || h.status || ' without its posting' from hawalas h
       where h.status in ('sent', 'paid') and h.paid_from_account_id is not null
         and not exists (select 1 from transactions t where t.sent_hawala_id = h.id)
      union all
      select 'a posting of sent hawala ' || d.sent_hawala_id || ' is in the deleted list' from deleted_transactions d where d.sent_hawala_id is not null`);
    violations.push(...sentViolations.rows.map((row) => row.problem));
  } finally {
    await client.end();
    await handle.close();
  }
  return violations;
}
