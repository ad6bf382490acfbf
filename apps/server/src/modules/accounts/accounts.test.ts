import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { accountMessages } from '@sarafi/core';
import { accounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakePngDataUrl, gifDataUrl, pngBytes, pngDataUrl } from './test-images';

describe('accounts', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('user');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const base = { accountName: 'Ahmad', currencyId: 2, accountType: 'customer', accountStatus: 'active' };

  it('creates an account with a server-generated AC code, ignoring any code the client sends', async () => {
    const response = await call('POST', '/api/accounts', {
      ...base,
      lastName: 'Karimi',
      fatherName: 'Mahmood',
      tazkiraNumber: '1400-0101-12345',
      email: '',
      phone: '+93 70 123 4567',
      dateOfBirth: '1990-05-17',
      address: 'Shahr-e Naw, Kabul',
      accountCode: 'HACK1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      accountCode: 'AC1000',
      accountName: 'Ahmad',
      lastName: 'Karimi',
      email: null,
      currency: 'AFN',
      currencyName: 'Afghan Afghani',
      picture: null,
      signature: null,
    });
    expect((await call('POST', '/api/accounts', base)).json().accountCode).toBe('AC1001');
  });

  it('numbers accounts per currency from an account-number setting, skipping codes already taken', async () => {
    const admin = await t.cookieFor('admin');
    const setting = await t.app.inject({
      method: 'POST',
      url: '/api/account-number-settings',
      headers: { cookie: admin },
      payload: { currency: 'USD', startNumber: 2000 },
    });
    expect(setting.statusCode).toBe(201);
    await t.handle.db.insert(accounts).values({ accountCode: '2001', accountName: 'Imported', currencyId: 1 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await call('POST', '/api/accounts', { ...base, currencyId: 1 })).json().accountCode);
    expect(codes).toEqual(['2000', '2002', '2003']);
    // Other currencies keep the AC series.
    expect((await call('POST', '/api/accounts', { ...base, currencyId: 4 })).json().accountCode).toMatch(/^AC\d+$/);
  });

  it.each([
    [{ ...base, accountName: '' }, accountMessages.nameRequired],
    [{ currencyId: 2 }, accountMessages.nameRequired],
    [{ ...base, currencyId: 0 }, accountMessages.currencyRequired],
    [{ accountName: 'x' }, accountMessages.currencyRequired],
    [{ ...base, email: 'not-mail' }, accountMessages.emailInvalid],
    [{ ...base, accountType: 'vip' }, accountMessages.typeInvalid],
    [{ ...base, accountStatus: 'frozen' }, accountMessages.statusInvalid],
    [{ ...base, dateOfBirth: '1990-02-30' }, accountMessages.dateOfBirthInvalid],
    [{ ...base, dateOfBirth: '17/05/1990' }, accountMessages.dateOfBirthInvalid],
    [{ ...base, picture: fakePngDataUrl }, accountMessages.pictureNotImage],
    [{ ...base, signature: 'hello' }, accountMessages.signatureNotImage],
    [{ ...base, currencyId: 999 }, 'Currency not found'],
  ])('refuses %o with its message and creates nothing', async (payload, message) => {
    const before = await t.handle.db.$count(accounts);
    const response = await call('POST', '/api/accounts', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.handle.db.$count(accounts)).toBe(before);
  });

  it('accepts all six types and four statuses, and an empty or missing email', async () => {
    for (const accountType of ['personal', 'business', 'customer', 'company', 'partner', 'hawala_partner']) {
      expect((await call('POST', '/api/accounts', { ...base, accountType })).statusCode).toBe(201);
    }
    for (const accountStatus of ['active', 'inactive', 'suspended', 'closed']) {
      expect((await call('POST', '/api/accounts', { ...base, accountStatus })).statusCode).toBe(201);
    }
    expect((await call('POST', '/api/accounts', { accountName: 'Defaults', currencyId: 2 })).json()).toMatchObject({
      accountType: 'customer',
      accountStatus: 'active',
      email: null,
    });
  });

  it('stores pictures and signatures checked by content, serves them, and never lists them', async () => {
    const created = (await call('POST', '/api/accounts', { ...base, accountName: 'With Images', picture: pngDataUrl, signature: gifDataUrl })).json();
    expect(created.picture).toMatch(new RegExp(`^/api/accounts/${created.id}/picture\\?v=\\d+$`));
    const picture = await call('GET', `/api/accounts/${created.id}/picture`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(pngBytes)).toBe(true);
    expect((await call('GET', `/api/accounts/${created.id}/signature`)).headers['content-type']).toBe('image/gif');

    const list = await call('GET', '/api/accounts');
    expect(list.body).not.toContain('base64');
    expect(list.json()[0]).not.toHaveProperty('picture');

    // Edit replaces one image and removes the other.
    const edited = await call('PATCH', `/api/accounts/${created.id}`, { picture: gifDataUrl, signature: null });
    expect(edited.json().signature).toBeNull();
    expect((await call('GET', `/api/accounts/${created.id}/picture`)).headers['content-type']).toBe('image/gif');
    expect((await call('GET', `/api/accounts/${created.id}/signature`)).statusCode).toBe(404);
    expect((await call('GET', `/api/accounts/${created.id}/picture?v=1`)).statusCode).toBe(200);
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await call('POST', '/api/accounts', { ...base, picture: `data:image/png;base64,${big.toString('base64')}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(accountMessages.pictureTooLarge);
  });

  it('edits a partial set of fields and answers 404 for a missing account', async () => {
    const created = (await call('POST', '/api/accounts', { ...base, accountName: 'Before', phone: '0700' })).json();
    const response = await call('PATCH', `/api/accounts/${created.id}`, { accountName: 'After', dateOfBirth: '', accountStatus: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountName: 'After', phone: '0700', dateOfBirth: null, accountStatus: 'suspended', accountCode: created.accountCode });
    expect((await call('PATCH', `/api/accounts/${created.id}`, { email: 'bad' })).json().message).toBe(accountMessages.emailInvalid);
    expect((await call('PATCH', '/api/accounts/99999', { accountName: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/accounts/99999')).json()).toEqual({ message: 'Account not found', code: 'account.notFound' });
    expect((await call('PATCH', '/api/accounts/11', { accountName: 'Mine now' })).statusCode).toBe(409);
  });

  it('filters on the server by code or case-insensitive name, pages, and exports the filtered list', async () => {
    await call('POST', '/api/accounts', { ...base, accountName: 'Zarghona Rahimi' });
    await call('POST', '/api/accounts', { ...base, accountName: 'zarghona Second' });
    const byName = await call('GET', '/api/accounts?q=ZARGHONA');
    expect(byName.json().map((a: { accountName: string }) => a.accountName)).toEqual(['Zarghona Rahimi', 'zarghona Second']);
    expect((await call('GET', '/api/accounts?q=AC100')).json().every((a: { accountCode: string }) => a.accountCode.includes('AC100'))).toBe(true);
    expect((await call('GET', '/api/accounts?q=%25')).json()).toEqual([]);

    const page = await call('GET', '/api/accounts?q=zarghona&limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((a: { accountName: string }) => a.accountName)).toEqual(['zarghona Second']);
    await call('PATCH', `/api/accounts/${byName.json()[0].id}`, { accountStatus: 'inactive' });
    expect((await call('GET', '/api/accounts?q=zarghona&status=active')).json().map((a: { accountName: string }) => a.accountName)).toEqual(['zarghona Second']);
    expect((await call('GET', '/api/accounts?status=gone')).statusCode).toBe(400);
    // System accounts (cash, FX positions) are not staff accounts.
    expect((await call('GET', '/api/accounts')).json().some((a: { accountCode: string }) => a.accountCode === '11' || a.accountCode.startsWith('FX-'))).toBe(false);

    const exported = await call('GET', '/api/accounts/export?q=zarghona');
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const sheet = XLSX.read(exported.rawPayload).Sheets.Accounts!;
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(rows.map((r) => r['Account Name'])).toEqual(['Zarghona Rahimi', 'zarghona Second']);
    expect(rows[1]).toMatchObject({ Currency: 'AFN', 'Account Type': 'Customer', Status: 'Active' });
  });
});
