import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openEmptyDatabase } from '../test/test-app';
import type { DatabaseHandle, Executor } from './client';
import { rowsOf } from './rows-of';
import { sideBySide } from './side-by-side';

/** Three reads that note when each was asked for and when it answered. */
function readsNoting(db: Executor, events: string[]) {
  const read = (n: number) => async () => {
    events.push(`ask ${n}`);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${n}::int as n, pg_sleep(0.02)`));
    events.push(`answer ${n}`);
    return row!.n;
  };
  return [read(1), read(2), read(3)] as const;
}

describe('reads side by side', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyDatabase('side_by_side');
  });
  afterAll(() => handle.close());

  it('asks for every read at once on the pool, and answers in the order asked', async () => {
    const events: string[] = [];
    expect(await sideBySide(handle.db, readsNoting(handle.db, events))).toEqual([1, 2, 3]);
    expect(events.slice(0, 3)).toEqual(['ask 1', 'ask 2', 'ask 3']);
  });

  it('asks for each read only once the one before answered, inside a transaction', async () => {
    const events: string[] = [];
    const results = await handle.db.transaction((tx) => sideBySide(tx, readsNoting(tx, events)));
    expect(results).toEqual([1, 2, 3]);
    expect(events).toEqual(['ask 1', 'answer 1', 'ask 2', 'answer 2', 'ask 3', 'answer 3']);
  });
});
