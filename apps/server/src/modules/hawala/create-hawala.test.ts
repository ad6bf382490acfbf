import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalMessages, hawalaMessages, NEXT_CURSOR_HEADER } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, expectMessage, hawalaApi, USD } from './test-support';

describe('POST /api/hawala, GET /api/hawala/recent and GET /api/hawala', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let userId: string;
  const acc: Record<string, number> = {};
  const valid = { senderName: 'Ahmad Karimi', receiverName: 'Bilal Noori', amount: '1,000', currency: 'AFN', exchangeRate: '70', convertedCurrency: 'USD' };
  const create = (payload: object, headers: Record<string, string> = {}) => api.inject('POST', '/api/hawala', payload, undefined, headers);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    const cookie = await t.cookieFor('user');
    api = hawalaApi(t, cookie);
    userId = (await api.inject('GET', '/api/auth/me')).json().id;
    acc.customer = await api.account('Ahmad', AFN);
    acc.inactive = await api.fixedAccount({ accountCode: 'X1', currencyId: AFN, accountStatus: 'inactive' });
    acc.partner = await api.fixedAccount({ accountCode: 'P1', currencyId: USD, accountType: 'hawala_partner' });
    acc.branch = await api.fixedAccount({ accountCode: '1007', currencyId: AFN, accountType: 'partner' });
    acc.inactivePartner = await api.fixedAccount({ accountCode: 'P2', currencyId: USD, accountType: 'hawala_partner', accountStatus: 'suspended' });
  });
  afterAll(() => t.close());

  it('creates a sent hawala with the next serial, the computed converted amount, a secret code and the signed-in user', async () => {
    const response = await create({ ...valid, senderPhone: '+93 70', receiverPhone: '', commission: '1.50', convertedAmount: '14.29', notes: ' paid cash ', status: 'completed' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      hawalaNumber: 'HWL1001',
      senderAccountId: null,
      receiverAccountId: null,
      senderName: 'Ahmad Karimi',
      receiverName: 'Bilal Noori',
      senderPhone: '+93 70',
      receiverPhone: null,
      senderIdType: null,
      senderIdNumber: null,
      receiverIdType: null,
      receiverIdNumber: null,
      amount: '1000.00',
      currency: 'AFN',
      exchangeRate: '70.00000000',
      convertedAmount: '14.29',
      convertedCurrency: 'USD',
      partnerAccountId: null,
      commission: '1.50',
      status: 'sent',
      notes: 'paid cash',
      processedBy: userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secretCode: expect.stringMatching(/^\d{6}$/),
      senderPaid: '1001.50',
      paidFromAccountId: 11,
      partnerName: null,
      partnerCode: null,
      processedByName: expect.any(String),
      paidAt: null,
      paidByName: null,
      cancelledAt: null,
      cancelledByName: null,
      cancelReason: null,
      transactionId: expect.any(Number),
      warnings: [],
    });
  });

  it('computes the converted amount when none is sent; commission defaults to 0.00 and the rate to 1', async () => {
    const body = (await create({ senderName: 'A', receiverName: 'B', amount: 250.5, currency: 'usd' })).json();
    expect(body).toMatchObject({ amount: '250.50', currency: 'USD', exchangeRate: '1.00000000', commission: '0.00', convertedAmount: '250.50', convertedCurrency: null });
    expect((await create({ ...valid, amount: '70', exchangeRate: 70, commission: '', convertedAmount: 1 })).json().convertedAmount).toBe('1.00');
  });

  it.each([
    [{ senderName: '' }, 'senderName', hawalaMessages.senderNameRequired],
    [{ senderName: undefined }, 'senderName', hawalaMessages.senderNameRequired],
    [{ receiverName: '  ' }, 'receiverName', hawalaMessages.receiverNameRequired],
    [{ amount: '' }, 'amount', hawalaMessages.amountRequired],
    [{ amount: undefined }, 'amount', hawalaMessages.amountRequired],
    [{ amount: '0' }, 'amount', hawalaMessages.amountPositive],
    [{ amount: '-5' }, 'amount', hawalaMessages.amountPositive],
    [{ amount: 'abc' }, 'amount', hawalaMessages.amountPositive],
    [{ amount: '1.005' }, 'amount', decimalMessages.amountPlaces],
    [{ amount: '1e30' }, 'amount', hawalaMessages.amountPositive],
    [{ amount: '100000000000000000' }, 'amount', hawalaMessages.amountTooLarge],
    [{ currency: 'GBP' }, 'currency', hawalaMessages.currencyInvalid],
    [{ currency: undefined }, 'currency', hawalaMessages.currencyInvalid],
    [{ convertedCurrency: 'XYZ' }, 'convertedCurrency', hawalaMessages.convertedCurrencyInvalid],
    [{ exchangeRate: '0' }, 'exchangeRate', hawalaMessages.rateInvalid],
    [{ exchangeRate: 'x' }, 'exchangeRate', hawalaMessages.rateInvalid],
    [{ commission: '-1' }, 'commission', hawalaMessages.commissionInvalid],
    [{ commission: '0.001' }, 'commission', hawalaMessages.commissionInvalid],
    [{ commission: '100000000' }, 'commission', hawalaMessages.commissionTooLarge],
    [{ currency: 'USD', convertedCurrency: 'USD', exchangeRate: '2' }, 'exchangeRate', hawalaMessages.sameCurrencyRate],
    [{ paidFrom: 'account' }, 'senderAccountId', hawalaMessages.senderAccountRequiredToPay],
    [{ convertedAmount: '14.30' }, 'convertedAmount', hawalaMessages.convertedMismatch('14.29')],
    [{ convertedAmount: 'n/a' }, 'convertedAmount', hawalaMessages.convertedMismatch('14.29')],
    [{ senderAccountId: 'abc' }, 'senderAccountId', hawalaMessages.accountIdInvalid],
    [{ partnerAccountId: -3 }, 'partnerAccountId', hawalaMessages.accountIdInvalid],
  ])('refuses %j: %s → %s', async (change, path, message) => {
    const response = await create({ ...valid, ...change });
    expectMessage(response, 400, message);
    expect(response.json().errors[0].path).toBe(path);
  });

  it('accepts a walk-in sender (no account) and named accounts that are active staff accounts', async () => {
    const ok = await create({ ...valid, senderAccountId: null, receiverAccountId: String(acc.customer), partnerAccountId: acc.partner });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ senderAccountId: null, receiverAccountId: acc.customer, partnerAccountId: acc.partner });
    expect((await create({ ...valid, partnerAccountId: acc.branch })).statusCode).toBe(201);

    expectMessage(await create({ ...valid, senderAccountId: 11 }), 400, 'Account 11 does not exist');
    expectMessage(await create({ ...valid, receiverAccountId: acc.inactive }), 400, 'Account X1 is inactive; only active accounts can be used');
  });

  it('requires the partner to be an active hawala_partner account or branch 1007 / 2007', async () => {
    for (const partnerAccountId of [acc.customer, acc.inactivePartner, 11, 999_999]) {
      expectMessage(await create({ ...valid, partnerAccountId }), 400, hawalaMessages.partnerInvalid);
    }
  });

  it('replays a repeated Idempotency-Key without creating or numbering a second hawala', async () => {
    const headers = { 'idempotency-key': 'hawala-form-1' };
    const first = await create(valid, headers);
    const again = await create(valid, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await create({ ...valid, amount: '5' }, headers)).statusCode).toBe(422);
    expect((await api.inject('GET', '/api/hawala-settings')).json().nextNumber).toBe(Number(first.json().hawalaNumber.slice(3)) + 1);
  });

  it('lists the 5 newest as SPEC recent items, more with ?limit, and every hawala page by page', async () => {
    const all = (await api.inject('GET', '/api/hawala?limit=500')).json() as { id: number; hawalaNumber: string; createdAt: string }[];
    expect(all.length).toBeGreaterThan(5);
    const recent = await api.inject('GET', '/api/hawala/recent');
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toHaveLength(5);
    expect(recent.json()[0]).toEqual({
      id: all[0]!.id,
      hawalaNumber: all[0]!.hawalaNumber,
      senderName: 'Ahmad Karimi',
      receiverName: 'Bilal Noori',
      currency: 'AFN',
      amount: '1000.00',
      status: 'sent',
      createdAt: all[0]!.createdAt,
    });
    expect(recent.json().map((r: { id: number }) => r.id)).toEqual(all.slice(0, 5).map((r) => r.id));
    expect((await api.inject('GET', '/api/hawala/recent?limit=2')).json()).toHaveLength(2);
    expect((await api.inject('GET', '/api/hawala/recent?limit=101')).statusCode).toBe(400);

    const first = await api.inject('GET', '/api/hawala?limit=2');
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const second = await api.inject('GET', `/api/hawala?limit=2&cursor=${cursor}`);
    expect([...first.json(), ...second.json()].map((r: { id: number }) => r.id)).toEqual(all.slice(0, 4).map((r) => r.id));
    expectMessage(await api.inject('GET', '/api/hawala?cursor=bad'), 400, 'Invalid cursor: start the list again');
  });
});
