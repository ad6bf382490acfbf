import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountBody } from '@sarafi/core';
import { accountNumberSettings } from '../../db/schema';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { createAccount } from './create-account';

const input = (currencyId: number) => createAccountBody.parse({ accountName: 'Concurrent', currencyId });

describe('account codes under concurrency', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.insert(accountNumberSettings).values({ currency: 'USD', startNumber: 5000, currentNumber: 5000 });
  });
  afterAll(() => handle.close());

  it.each([
    [1, (i: number) => String(5000 + i)],
    [2, (i: number) => `AC${1000 + i}`],
  ])('50 concurrent creates in currency %i get 50 distinct, gap-free codes', async (currencyId, expectedCode) => {
    const created = await Promise.all(Array.from({ length: 50 }, () => createAccount(handle.db, input(currencyId))));
    const codes = created.map((a) => a.accountCode).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(codes).toEqual(Array.from({ length: 50 }, (_, i) => expectedCode(i)));
  });
});
