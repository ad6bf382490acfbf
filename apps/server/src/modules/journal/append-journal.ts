import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** One journal row as a write hands it over; `at` is the write's own `now`. */
export interface JournalInput {
  /** What happened, `<entity>.<verb>`: `transaction.create`, `hawala.paid`, `dayClose.approve`, `setting.change`, … */
  kind: string;
  /** The thing it happened to: `transaction`, `hawala`, `dayClose`, `user`, `role`, `setting`, … */
  entity: string;
  entityId: string | number;
  /** The signed-in user who made the write; null for the system's own writes. */
  actor: { id: string; username: string } | null;
  /** The state after the write, JSON with amounts as decimal strings (never JS numbers). */
  payload: Record<string, unknown>;
  at: Date;
}

let writing = true;

/**
 * For `npm run bench:ledger` alone, which measures postings with the journal off beside on in one run: it preloads
 * scripts/bench/journal-off.ts into the app's process. Nothing else can reach it; no setting or variable turns the
 * journal off.
 */
export function stopJournalForBench() {
  writing = false;
}

/**
 * Appends a journal row inside the caller's database transaction, so the write and its row commit together or not at
 * all (docs/decisions.md, Journal), and queues it for the chainer (chain-journal.ts), which links it into the hash
 * chain right after commit. One statement, with `alongside` (the write's own audit row, say) in it too so the journal
 * costs no extra round trip. Returns the row's id (what a receipt's check token is bound to; 0 only in the bench's
 * journal-off run).
 */
export async function appendJournal(tx: Transaction, input: JournalInput, alongside?: SQL): Promise<number> {
  const ctes = journalCtes(input, alongside);
  if (!ctes) {
    if (alongside) await tx.execute(alongside);
    return 0;
  }
  const result = await tx.execute(sql`with ${ctes} select id from j`);
  return Number(rowsOf<{ id: string | number }>(result)[0]!.id);
}

/**
 * The same rows as `appendJournal` as CTEs of a write's own statement (`alongside` first, then the journal row `j` and
 * its queue entry), so a posting carries them in its balance statement (ledger/move-balances.ts). Null only in the
 * bench's journal-off run, when the caller writes `alongside` by itself.
 */
export function journalCtes(input: JournalInput, alongside?: SQL): SQL | null {
  if (!writing) return null;
  return sql`${alongside ? sql`alongside as (${alongside}), ` : sql``}j as (
      insert into journal (kind, entity, entity_id, actor_id, actor_name, payload, created_at)
      values (${input.kind}, ${input.entity}, ${String(input.entityId)}, ${input.actor?.id ?? null}, ${input.actor?.username ?? null},
              ${JSON.stringify(input.payload)}::jsonb, ${input.at.toISOString()}::timestamptz)
      returning id
    ), queued as (insert into journal_pending (journal_id) select id from j)`;
}
