import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account number settings', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('creates, lists and refuses a second setting for the same currency', async () => {
    const created = await call('POST', '/api/account-number-settings', { currency: 'EUR', startNumber: 3000 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'EUR', startNumber: 3000, currentNumber: 3000, used: false });
    expect((await call('GET', '/api/account-number-settings')).json()).toHaveLength(1);
    const again = await call('POST', '/api/account-number-settings', { currency: 'EUR', startNumber: 4000 });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    [{ startNumber: 1 }, settingMessages.currencyRequired],
    [{ currency: '', startNumber: 1 }, settingMessages.currencyRequired],
    [{ currency: 'XXX', startNumber: 1 }, settingMessages.currencyRequired],
    [{ currency: 'PKR', startNumber: 0 }, settingMessages.startNumberMin],
    [{ currency: 'PKR', startNumber: '-5' }, settingMessages.startNumberMin],
    [{ currency: 'PKR', startNumber: 1, prefix: 'A B' }, settingMessages.prefixInvalid],
    [{ currency: 'PKR', startNumber: 1, prefix: 'ABCDEFGHIJK' }, settingMessages.prefixInvalid],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await call('POST', '/api/account-number-settings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('falls back to 1000 when the start number is not numeric', async () => {
    const response = await call('POST', '/api/account-number-settings', { currency: 'PKR', startNumber: 'abc' });
    expect(response.json()).toMatchObject({ startNumber: 1000 });
  });

  it('edits the start number only until an account has used it', async () => {
    const setting = (await call('POST', '/api/account-number-settings', { currency: 'USD', startNumber: 2000 })).json();
    const edited = await call('PUT', `/api/account-number-settings/${setting.id}`, { startNumber: 2500 });
    expect(edited.json()).toMatchObject({ startNumber: 2500, currentNumber: 2500 });
    const user = await t.cookieFor('user');
    const account = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: user }, payload: { accountName: 'A', currencyId: 1 } });
    expect(account.json().accountCode).toBe('2500');
    const refused = await call('PUT', `/api/account-number-settings/${setting.id}`, { startNumber: 9000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Accounts have already been numbered from 2500; the start number can no longer change');
    expect((await call('PUT', '/api/account-number-settings/999', { startNumber: 1 })).statusCode).toBe(404);
  });

  it('refuses a prefix the shop’s own accounts use, so a customer’s code never reads as an owner’s account and vanishes from a clerk’s lists', async () => {
    for (const prefix of ['OS-', 'fx-', 'COMM-X', 'FXPL-', 'HWA-', 'TILL-', 'CLK-']) {
      const refused = await call('POST', '/api/account-number-settings', { currency: 'USD', startNumber: 1, prefix });
      expect(refused.statusCode, prefix).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'accountSetting.prefixReserved' });
    }
    const [setting] = (await call('GET', '/api/account-number-settings')).json() as { id: number }[];
    const updated = await call('PUT', `/api/account-number-settings/${setting!.id}`, { startNumber: 1, prefix: 'OS-' });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ code: 'accountSetting.prefixReserved' });
  });

  it('lists each setting with its currency name, numbers codes with the prefix, and locks the prefix once used', async () => {
    const setting = (await call('POST', '/api/account-number-settings', { currency: 'AFN', startNumber: 500, prefix: 'KBL-' })).json();
    expect(setting).toMatchObject({ currency: 'AFN', currencyName: 'Afghan Afghani', prefix: 'KBL-', startNumber: 500 });
    const listed = (await call('GET', '/api/account-number-settings')).json() as { currency: string; currencyName: string | null }[];
    expect(listed.find((row) => row.currency === 'AFN')?.currencyName).toBe('Afghan Afghani');
    const renamed = await call('PUT', `/api/account-number-settings/${setting.id}`, { startNumber: 500, prefix: 'AFG' });
    expect(renamed.json()).toMatchObject({ prefix: 'AFG', startNumber: 500 });
    const user = await t.cookieFor('user');
    const account = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: user }, payload: { accountName: 'B', currencyId: 2 } });
    expect(account.json().accountCode).toBe('AFG500');
    const refused = await call('PUT', `/api/account-number-settings/${setting.id}`, { startNumber: 500, prefix: 'X' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(settingMessages.prefixLocked(500));
    // The same start number and prefix again change nothing and are not refused.
    expect((await call('PUT', `/api/account-number-settings/${setting.id}`, { startNumber: 500, prefix: 'AFG' })).statusCode).toBe(200);
  });
});
