import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
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
    const [profit] = await handle.db.select().from(accounts).where(eq(accounts.accountCode, 'FXPL-AFN'));
    expect(profit).toMatchObject({ isSystem: true, currencyId: 2 });
    expect(await handle.db.select().from(accountCodeSettings)).toEqual([{ id: 1, prefix: 'AC', currentNumber: 1000 }]);
    expect((await handle.db.select().from(hawalaSerialSettings))[0]).toMatchObject({ prefix: 'HWL', nextNumber: 1001 });
    expect(await handle.db.select({ username: users.username, role: users.role }).from(users)).toEqual([{ username: 'admin', role: 'admin' }]);
  });

  it('is a no-op when migrated and seeded again', async () => {
    await runMigrations(handle);
    const again = await seedSystem(handle.db, ADMIN);
    expect(again).toEqual({});
    expect((await handle.db.select({ n: count() }).from(currencies))[0]!.n).toBe(4);
    // Cash 11, four FX positions and the FX profit account of the base (AFN).
    expect((await handle.db.select({ n: count() }).from(accounts))[0]!.n).toBe(6);
  });

  it('returns counts as numbers and money as strings ', async () => {
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
