import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { genesisHash, linkHash, type HashedRow } from './journal-hash';

/** The one chainer at a time, across processes (the server's timer, `npm run verify-journal`, tests). */
const chainerLock = sql`hashtext('journal_chainer')`;
const batch = 1000;

/** A journal row's columns as the chainer and the verifier read them. */
export interface JournalRowColumns {
  id: string | number;
  kind: string;
  entity: string;
  entity_id: string;
  actor_id: string | null;
  actor_name: string | null;
  payload: unknown;
  created_at: Date | string;
}

export const toHashedRow = (r: JournalRowColumns): HashedRow => ({
  id: Number(r.id),
  kind: r.kind,
  entity: r.entity,
  entityId: r.entity_id,
  actorId: r.actor_id,
  actorName: r.actor_name,
  payload: r.payload,
  createdAt: new Date(r.created_at),
});

/**
 * Links committed journal rows into the chain in id order, after the chain's head (docs/decisions.md, Journal: a
 * sequence and a single chainer). Writers never wait for it: they only queue their row in `journal_pending`. `wait`
 * waits for a chainer already running instead of leaving the work to it (verification wants the chain up to date).
 * Returns how many rows it linked.
 */
export async function chainPending(db: Database, { wait = false } = {}): Promise<number> {
  let linked = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${chainerLock})`);
      else if (!rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${chainerLock}) as ok`))[0]!.ok) return 0;
      const rows = rowsOf<JournalRowColumns>(
        await tx.execute(sql`
          select j.id, j.kind, j.entity, j.entity_id, j.actor_id, j.actor_name, j.payload, j.created_at
          from journal_pending p join journal j on j.id = p.journal_id order by p.journal_id limit ${batch}`),
      );
      if (rows.length === 0) return 0;
      const head = rowsOf<{ position: string | number; hash: string }>(await tx.execute(sql`select position, hash from journal_links order by position desc limit 1`))[0];
      let position = head ? Number(head.position) : 0;
      let prev = head?.hash ?? genesisHash;
      const links = rows.map((r) => {
        const hash = linkHash(prev, toHashedRow(r));
        const link = sql`(${++position}::bigint, ${Number(r.id)}::bigint, ${prev}, ${hash})`;
        prev = hash;
        return link;
      });
      await tx.execute(sql`insert into journal_links (position, journal_id, prev_hash, hash) values ${sql.join(links, sql`, `)}`);
      await tx.execute(sql`delete from journal_pending where journal_id = any(${sql.param(rows.map((r) => Number(r.id)))}::bigint[])`);
      return rows.length;
    });
    linked += done;
    if (done < batch) return linked;
  }
}

/**
 * The server's chainer: links what committed since its last turn every `everyMs`. The window in which a committed row
 * is not yet chained is about that long (docs/decisions.md, Journal).
 */
export function startJournalChainer(db: Database, everyMs: number, onError: (error: unknown) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    chainPending(db)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
