import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { openTestDatabase } from '../../test/test-app';
import { appendJournal } from './append-journal';
import { chainPending } from './chain-journal';
import { genesisHash, linkHash } from './journal-hash';
import { toHashedRow } from './chain-journal';

describe('the journal table', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => (handle = await openTestDatabase()));
  afterAll(() => handle.close());

  it('appends in the caller’s transaction, chains in id order, and refuses UPDATE and DELETE', async () => {
    const at = new Date('2026-11-29T10:00:00.123Z');
    const first = await handle.db.transaction((tx) =>
      appendJournal(tx, { kind: 'setting.change', entity: 'setting', entityId: 'x', actor: null, payload: { newValue: '12.50' }, at }),
    );
    await expect(
      handle.db.transaction(async (tx) => {
        await appendJournal(tx, { kind: 'setting.change', entity: 'setting', entityId: 'y', actor: null, payload: {}, at });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const second = await handle.db.transaction((tx) => appendJournal(tx, { kind: 'user.create', entity: 'user', entityId: 'u', actor: null, payload: { b: 1, a: [2] }, at }));
    expect(await chainPending(handle.db, { wait: true })).toBe(2);
    const links = rowsOf<{ position: number; journal_id: number; prev_hash: string; hash: string }>(await handle.db.execute(sql`select * from journal_links order by position`));
    expect(links.map((l) => Number(l.journal_id))).toEqual([first, second]);
    const rows = rowsOf<Parameters<typeof toHashedRow>[0]>(await handle.db.execute(sql`select * from journal order by id`));
    expect(links[0]!.hash).toBe(linkHash(genesisHash, toHashedRow(rows[0]!)));
    expect(links[1]!.prev_hash).toBe(links[0]!.hash);
    const refused = { cause: { code: '42501', message: expect.stringMatching(/history is only ever added/) } };
    await expect(handle.db.execute(sql`update journal set kind = 'x'`)).rejects.toMatchObject(refused);
    await expect(handle.db.execute(sql`delete from journal_links`)).rejects.toMatchObject(refused);
    await expect(handle.db.execute(sql`delete from setting_changes`)).resolves.toBeDefined(); // no rows: nothing fired
  });
});
