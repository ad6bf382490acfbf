import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { JournalFinding, JournalVerdict } from '@sarafi/core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { staleBalances } from '../ledger/ledger-invariants';
import { toHashedRow, type JournalRowColumns } from './chain-journal';
import { genesisHash, linkHash } from './journal-hash';
import { compareLedger } from './compare-ledger';

/** Links read per round trip; between batches the event loop serves other requests (/api/health stays quick). */
const batch = 2000;

type Broken = { brokenAt: number | null; finding: JournalFinding; reason: string };

/** A link with the journal row it chains; the row's columns are null where the row is missing. */
interface LinkRow extends Omit<JournalRowColumns, 'id'> {
  position: string | number;
  journal_id: string | number;
  prev_hash: string;
  hash: string;
  id: string | number | null;
}

/** Walks the chain from the first link, recomputing every hash; the first break, or the head and the count. */
async function walkChain(db: Database): Promise<Broken | { head: string; count: number }> {
  let prev = genesisHash;
  let position = 0;
  for (;;) {
    const links = rowsOf<LinkRow>(
      await db.execute(sql`
        select l.position, l.journal_id, l.prev_hash, l.hash, j.id, j.kind, j.entity, j.entity_id, j.actor_id, j.actor_name, j.payload, j.created_at
        from journal_links l left join journal j on j.id = l.journal_id
        where l.position > ${position} order by l.position limit ${batch}`),
    );
    for (const link of links) {
      const at = Number(link.journal_id);
      if (Number(link.position) !== position + 1) {
        return { brokenAt: at, finding: 'linkMissing', reason: `link ${position + 1} is missing: the chain jumps to link ${link.position} (journal row ${at})` };
      }
      if (link.id === null) return { brokenAt: at, finding: 'rowMissing', reason: `journal row ${at} (link ${link.position}) was deleted` };
      if (link.prev_hash !== prev) {
        return { brokenAt: at, finding: 'linkOutOfOrder', reason: `link ${link.position} (journal row ${at}) does not follow link ${position}: links were removed or reordered` };
      }
      if (linkHash(prev, toHashedRow({ ...link, id: link.id })) !== link.hash) {
        return { brokenAt: at, finding: 'rowChanged', reason: `journal row ${at} (link ${link.position}, ${link.kind} of ${link.entity} ${link.entity_id}) no longer hashes to its link: it was changed or swapped` };
      }
      prev = link.hash;
      position++;
    }
    if (links.length < batch) return { head: prev, count: position };
    await nextTurn();
  }
}

/** A journal row neither chained nor queued for the chainer: someone removed it from the queue. */
async function firstUnchained(db: Database): Promise<Broken | null> {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      select j.id from journal j
      where not exists (select 1 from journal_links l where l.journal_id = j.id)
        and not exists (select 1 from journal_pending p where p.journal_id = j.id)
      order by j.id limit 1`),
  );
  return row ? { brokenAt: Number(row.id), finding: 'rowUnchained', reason: `journal row ${row.id} is neither chained nor waiting to be` } : null;
}

async function firstStaleBalance(db: Database): Promise<Broken | null> {
  const [stale] = await staleBalances(db);
  if (!stale) return null;
  return {
    brokenAt: null,
    finding: 'balanceDiffers',
    reason: `the balance of account ${stale.account_id} in currency ${stale.currency_id} is ${stale.balance ?? '0'}, its entries sum to ${stale.total ?? '0'}`,
  };
}

/**
 * Recomputes the journal's chain and compares it with the ledger (docs/decisions.md, Journal): the chain is walked
 * link by link, every row not yet chained must wait in the chainer's queue, then every live transaction's entries and
 * document are compared with the journal's latest state for it (chained or still waiting) and every balance with the
 * sum of its entries. The first break found is the answer; else the head, the count of chained rows and how many still
 * wait. It only reads (reading never writes: docs/architecture.md, Security); the chainer links the waiting rows.
 */
export async function verifyJournal(db: Database, now = () => new Date()): Promise<JournalVerdict> {
  const walked = await walkChain(db);
  const broken = 'finding' in walked ? walked : ((await firstUnchained(db)) ?? (await compareLedger(db)) ?? (await firstStaleBalance(db)));
  if (broken) return { ok: false, ...broken, checkedAt: now().toISOString() };
  const chained = walked as { head: string; count: number };
  const [waiting] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from journal_pending`));
  return { ok: true, head: chained.head, count: chained.count, pending: Number(waiting!.n), checkedAt: now().toISOString() };
}

let running: Promise<JournalVerdict> | null = null;

/** One verification at a time in this process: a second caller shares the one running (it reads the whole journal). */
export function verifyJournalOnce(db: Database): Promise<JournalVerdict> {
  running ??= verifyJournal(db).finally(() => (running = null));
  return running;
}
