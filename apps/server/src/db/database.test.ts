import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { openPglite } from './client';
import { runMigrations } from './migrate';
import { CASH_ACCOUNT_ID, seedSystem } from './seed-system';
import { accountCodeSettings, accounts, currencies, hawalaSerialSettings, users } from './schema';
import { ADMIN, openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './client';

describe('migrations and system records', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates currencies, the cash account 11, one FX position account per currency, counters and the admin', async () => {
    const rows = await handle.db.select().from(currencies).orderBy(currencies.id);
    expect(rows.map((c) => `${c.id}:${c.code}:${c.symbol}`)).toEqual(['1:USD:$', '2:AFN:؋', '3:PKR:₨', '4:EUR:€']);
    const [cash] = await handle.db.select().from(accounts).where(eq(accounts.id, CASH_ACCOUNT_ID));
    expect(cash).toMatchObject({ accountCode: '11', isSystem: true });
    const fx = await handle.db.select().from(accounts).where(sql`${accounts.accountCode} like 'FX-%'`);
    expect(fx.map((a) => a.accountCode).sort()).toEqual(['FX-AFN', 'FX-EUR', 'FX-PKR', 'FX-USD']);
    expect(fx.every((a) => a.id > 100)).toBe(true);
    expect(await handle.db.select().from(accountCodeSettings)).toEqual([{ id: 1, prefix: 'AC', currentNumber: 1000 }]);
    expect((await handle.db.select().from(hawalaSerialSettings))[0]).toMatchObject({ prefix: 'HWL', nextNumber: 1001 });
    expect(await handle.db.select({ username: users.username, role: users.role }).from(users)).toEqual([{ username: 'admin', role: 'admin' }]);
  });

  it('is a no-op when migrated and seeded again', async () => {
    await runMigrations(handle);
    const again = await seedSystem(handle.db, ADMIN);
    expect(again).toEqual({});
    expect((await handle.db.select({ n: count() }).from(currencies))[0]!.n).toBe(4);
    expect((await handle.db.select({ n: count() }).from(accounts))[0]!.n).toBe(5);
  });

  it('returns counts as numbers and money as strings on either driver', async () => {
    const [row] = await handle.db.select({ n: count(), rate: currencies.exchangeRate }).from(currencies).where(eq(currencies.code, 'AFN')).groupBy(currencies.exchangeRate);
    expect(row).toEqual({ n: 1, rate: '70.00000000' });
    const [big] = await handle.db.select({ v: sql<number>`(2^40)::int8`.mapWith(Number) }).from(currencies).limit(1);
    expect(big!.v).toBe(2 ** 40);
  });

  it('enforces the check constraints', async () => {
    await expect(handle.db.update(users).set({ role: 'boss' })).rejects.toThrow();
    await expect(handle.db.insert(accountCodeSettings).values({ id: 2 })).rejects.toThrow();
  });
});

describe('embedded PGlite data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sarafi-db-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across restarts, refuses a second opener, and takes over a dead process lock', async () => {
    const first = await openPglite(dir);
    await runMigrations(first);
    const seeded = await seedSystem(first.db, { username: 'owner' });
    expect(seeded.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another process/);
    await first.close();

    writeFileSync(path.join(dir, 'sarafi.lock'), '999999');
    const second = await openPglite(dir);
    await runMigrations(second);
    expect(await seedSystem(second.db, { username: 'owner' })).toEqual({});
    expect(await second.db.select({ username: users.username }).from(users)).toEqual([{ username: 'owner' }]);
    await second.close();
  });

  it('initialises a new data directory in a child process and clears what a killed initdb left', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'sarafi-db-initdb-'));
    try {
      mkdirSync(path.join(fresh, 'pgdata.initdb-4242', 'base'), { recursive: true });
      const handle = await openPglite(fresh);
      await runMigrations(handle);
      await seedSystem(handle.db, { username: 'owner', password: 'owner-pass-1' });
      await handle.close();
      expect(readdirSync(fresh).sort()).toEqual(['pgdata']);
      expect(existsSync(path.join(fresh, 'pgdata', 'PG_VERSION'))).toBe(true);
      const reopened = await openPglite(fresh);
      expect(await reopened.db.select({ username: users.username }).from(users)).toEqual([{ username: 'owner' }]);
      await reopened.close();
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('runs one transaction at a time, so a read-modify-write cannot lose an update', async () => {
    const handle = await openPglite();
    await runMigrations(handle);
    await handle.db.insert(accountCodeSettings).values({ id: 1 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        handle.db.transaction(async (tx) => {
          const [row] = await tx.select().from(accountCodeSettings);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.update(accountCodeSettings).set({ currentNumber: row!.currentNumber + 1 });
        }),
      ),
    );
    expect((await handle.db.select().from(accountCodeSettings))[0]!.currentNumber).toBe(1020);
    await handle.close();
  });
});
