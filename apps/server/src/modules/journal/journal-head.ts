import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

export interface JournalHead {
  position: number;
  hash: string;
}

/** The chain's last link (its position is the count of rows chained); null before the first. */
export async function journalHead(db: Executor): Promise<JournalHead | null> {
  const [head] = rowsOf<{ position: string | number; hash: string }>(await db.execute(sql`select position, hash from journal_links order by position desc limit 1`));
  return head ? { position: Number(head.position), hash: head.hash } : null;
}
