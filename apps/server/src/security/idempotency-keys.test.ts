import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { transactionMessages } from '@sarafi/core';
import { defaultConfig } from '../config';
import { idempotencyKeys, transactions } from '../db/schema';
import { startAuthHousekeeping } from '../modules/auth/housekeeping';
import { AFN, hawalaApi } from '../modules/hawala/test-support';
import { idempotencyKeyRetentionDays } from '../modules/ledger/purge-idempotency-keys';
import { createTestApp, type TestApp } from '../test/test-app';

describe('Idempotency-Key: length and retention', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let transfer: object;
  beforeAll(async () => {
    t = await createTestApp();
    api = hawalaApi(t, await t.cookieFor('admin'));
    const [outAccountId, inAccountId] = [await api.account('Karim', AFN), await api.account('Nadia', AFN)];
    transfer = { transType: 'Transfer', outAccountId, inAccountId, currencyId: AFN, dAmount: '10.00', transDescription: 'Rent', cTransDescription: 'Rent' };
  });
  afterAll(() => t.close());

  const posted = async () => (await t.handle.db.select({ n: count() }).from(transactions))[0]!.n;
  const postWithKey = (key: string) => api.inject('POST', '/api/transactions', transfer, undefined, { 'idempotency-key': key });

  it('refuses a key longer than 255 characters with 400 and posts nothing, where cutting it short would merge two keys', async () => {
    const before = await posted();
    for (const key of ['k'.repeat(256) + 'A', 'k'.repeat(256) + 'B', 'k'.repeat(10_000)]) {
      const response = await postWithKey(key);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: transactionMessages.idempotencyKeyTooLong, code: 'transaction.idempotencyKeyTooLong' });
    }
    expect(await posted()).toBe(before);
  });

  it('accepts a key of exactly 255 characters, once', async () => {
    const before = await posted();
    const key = 'k'.repeat(255);
    const first = await postWithKey(key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postWithKey(key);
    expect(again.json()).toEqual(first.json());
    expect(await posted()).toBe(before + 1);
  });

  it(`forgets keys older than ${idempotencyKeyRetentionDays} days in the hourly housekeeping, and keeps younger ones`, async () => {
    for (const [key, ageDays] of [['old', idempotencyKeyRetentionDays + 1], ['young', idempotencyKeyRetentionDays - 1]] as const) {
      expect((await postWithKey(key)).statusCode).toBe(201);
      await t.handle.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(days => ${ageDays})` })
        .where(eq(idempotencyKeys.key, key));
    }
    const errors: unknown[] = [];
    const stop = startAuthHousekeeping(t.handle.db, defaultConfig(), (error) => errors.push(error));
    await expect.poll(async () => (await t.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old'))).length).toBe(0);
    stop();
    expect(errors).toEqual([]);
    expect(await t.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'young'))).toHaveLength(1);
    // A key forgotten is a new request: it posts again.
    const before = await posted();
    expect((await postWithKey('old')).statusCode).toBe(201);
    expect(await posted()).toBe(before + 1);
  });
});
