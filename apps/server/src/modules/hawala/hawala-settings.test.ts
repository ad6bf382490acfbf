import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaMessages } from '@sarafi/core';
import { hawalas } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage } from './test-support';

describe('hawala serial settings and numbers taken by POST /api/hawala', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const create = (cookie = user) => call('POST', '/api/hawala', cookie, { senderName: 'Ahmad', receiverName: 'Bilal', amount: '100', currency: 'AFN' });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
  });
  afterAll(() => t.close());

  it('starts at HWL / 1001 and is readable by every role', async () => {
    for (const cookie of [admin, user, await t.cookieFor('operator')]) {
      const response = await call('GET', '/api/hawala-settings', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ prefix: 'HWL', nextNumber: 1001 });
    }
  });

  it('lets only admins change or reset it', async () => {
    expect((await call('PUT', '/api/hawala-settings', user, { prefix: 'X', nextNumber: 5 })).statusCode).toBe(403);
    expect((await call('POST', '/api/hawala-settings/reset', user)).statusCode).toBe(403);
    expect((await call('PUT', '/api/hawala-settings', await t.cookieFor('operator'), { prefix: 'X', nextNumber: 5 })).statusCode).toBe(403);
  });

  it.each([
    [{ prefix: '', nextNumber: 5 }, hawalaMessages.prefixRequired],
    [{ nextNumber: 5 }, hawalaMessages.prefixRequired],
    [{ prefix: 'ABCDEFGHIJK', nextNumber: 5 }, hawalaMessages.prefixTooLong],
    [{ prefix: 'A B', nextNumber: 5 }, hawalaMessages.prefixInvalid],
    [{ prefix: 'KBL', nextNumber: 0 }, hawalaMessages.nextNumberMin],
    [{ prefix: 'KBL', nextNumber: 1.5 }, hawalaMessages.nextNumberMin],
    [{ prefix: 'KBL', nextNumber: 'abc' }, hawalaMessages.nextNumberMin],
    [{ prefix: 'KBL', nextNumber: 3_000_000_000 }, hawalaMessages.nextNumberTooLarge],
  ])('refuses %j with %s', async (payload, message) => {
    expectMessage(await call('PUT', '/api/hawala-settings', admin, payload), 400, message);
  });

  it('saves, numbers new hawalas from it, and resets to HWL / 1001', async () => {
    const saved = await call('PUT', '/api/hawala-settings', admin, { prefix: ' KBL-', nextNumber: '500' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ prefix: 'KBL-', nextNumber: 500 });
    expect((await create()).json().hawalaNumber).toBe('KBL-500');
    expect((await call('GET', '/api/hawala-settings', user)).json()).toEqual({ prefix: 'KBL-', nextNumber: 501 });

    const reset = await call('POST', '/api/hawala-settings/reset', admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ prefix: 'HWL', nextNumber: 1001 });
  });

  it('gives 20 concurrent creates 20 distinct consecutive numbers', async () => {
    await call('PUT', '/api/hawala-settings', admin, { prefix: 'C', nextNumber: 7000 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => create()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => Number(r.json().hawalaNumber.slice(1))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 7000 + i));
    expect((await call('GET', '/api/hawala-settings', user)).json().nextNumber).toBe(7020);
  });

  it('skips a number that already exists and gives back the number of a failed create', async () => {
    // The screen and the PUT's answer show the number that will really be used, past the 20 taken above.
    expect((await call('PUT', '/api/hawala-settings', admin, { prefix: 'C', nextNumber: 7005 })).json()).toEqual({ prefix: 'C', nextNumber: 7020 });
    expect((await call('GET', '/api/hawala-settings', user)).json()).toEqual({ prefix: 'C', nextNumber: 7020 });
    expect((await create()).json().hawalaNumber).toBe('C7020');

    const before = (await call('GET', '/api/hawala-settings', user)).json().nextNumber;
    const refused = await call('POST', '/api/hawala', user, { senderName: 'A', receiverName: 'B', amount: '1', currency: 'AFN', senderAccountId: 999_999 });
    expectMessage(refused, 400, 'Account 999999 does not exist');
    expect((await call('GET', '/api/hawala-settings', user)).json().nextNumber).toBe(before);
    expect(await t.handle.db.$count(hawalas)).toBe(22);
  });
});
