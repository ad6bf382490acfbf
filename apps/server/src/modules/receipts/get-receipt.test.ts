import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi, AFN, USD } from '../hawala/test-support';

describe('GET /api/transactions/{id}/receipt: every money document, first print and reprint', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let cookies: Record<'admin' | 'operator' | 'user', string>;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    cookies = { admin: await t.cookieFor('admin'), operator: await t.cookieFor('operator'), user: await t.cookieFor('user') };
    api = hawalaApi(t, cookies.admin);
    acc.ahmad = await api.account('Ahmad', AFN);
    acc.bilal = await api.account('Bilal', AFN);
    acc.carla = await api.account('Carla', USD, 'company');
    acc.partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  const receipt = async (id: number, cookie = cookies.user) => {
    const response = await api.inject('GET', `/api/transactions/${id}/receipt`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('prints a transfer with both accounts and the balances right after it, also when reprinted after later postings', async () => {
    await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: acc.ahmad, currencyId: AFN, dAmount: '1000', transDescription: 'deposit' });
    const transfer = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '250.50', transDescription: 'rent', cTransDescription: 'rent in' });
    const first = await receipt(transfer.id);
    expect(first).toMatchObject({
      id: transfer.id,
      trans_type: 'Transfer',
      debitaccountname: 'Ahmad',
      creditaccountname: 'Bilal',
      d_amount: '250.50',
      currency: 'AFN',
      c_trans_description: 'rent in',
      username: 'admin',
      hawala: null,
    });
    // Ahmad deposited 1,000 and sent 250.50: the shop owes him 749.50; Bilal is owed the 250.50.
    expect(first.balances).toEqual([
      { accountCode: expect.any(String), accountName: 'Ahmad', currency: 'AFN', amount: '749.50', owed: 'to' },
      { accountCode: expect.any(String), accountName: 'Bilal', currency: 'AFN', amount: '250.50', owed: 'to' },
    ]);
    await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '1000', transDescription: 'more', cTransDescription: 'more' });
    const reprint = await receipt(transfer.id);
    expect(reprint.balances).toEqual(first.balances);
    expect((await receipt(transfer.id + 1)).balances.map((b: { amount: string; owed: string }) => [b.amount, b.owed])).toEqual([
      ['250.50', 'by'],
      ['1250.50', 'to'],
    ]);
  });

  it('prints an exchange with both legs, the rate and each account in its own currency; the till and FX positions stay off', async () => {
    const exchange = await api.post({ transType: 'Exchange', outAccountId: acc.carla, inAccountId: acc.ahmad, currencyId: USD, cCurrencyId: AFN, dAmount: '10', cAmount: '700', exRate: '70', transDescription: 'fx', cTransDescription: 'fx' });
    const printed = await receipt(exchange.id);
    expect(printed).toMatchObject({ trans_type: 'Exchange', d_amount: '10.00', currency: 'USD', c_amount: '700.00', c_currency: 'AFN', ex_rate: '70.00000000' });
    expect(printed.balances.map((b: { accountName: string; currency: string }) => `${b.accountName} ${b.currency}`)).toEqual(['Ahmad AFN', 'Carla USD']);
  });

  it("prints a Pass payout as the receiver's slip, without the paying partner's balance", async () => {
    const hawala = await api.detail({ hawalaNo: 'LN-77', senderName: 'John', senderLocation: 'London', receiverName: 'Wali', rAmount: '9000.00' });
    const passed = await api.pass(hawala.id);
    expect(passed.statusCode, passed.body).toBe(200);
    const slip = await receipt(passed.json().transactionId);
    expect(slip.hawala).toMatchObject({ direction: 'payout', hawalaNumber: 'LN-77', senderName: 'John', senderLocation: 'London', receiverName: 'Wali', receiverIdType: 'tazkira', receiverIdNumber: '1400-0000-00001', amount: '9000.00', currency: 'AFN' });
    expect(slip.balances).toEqual([]);
  });

  it("prints a sent hawala as the sender's slip, its secret code only for its clerk and admins, and its cancel as the refund", async () => {
    const created = await api.inject(
      'POST',
      '/api/hawala',
      { senderName: 'Ahmad Karimi', receiverName: 'Bilal Noori', amount: '10000', currency: 'AFN', exchangeRate: '68.75', convertedCurrency: 'USD', commission: '100', partnerAccountId: acc.partner },
      cookies.user,
    );
    expect(created.statusCode, created.body).toBe(201);
    const hawala = created.json();
    const slip = await receipt(hawala.transactionId, cookies.user);
    expect(slip.hawala).toEqual({
      direction: 'sent',
      hawalaNumber: hawala.hawalaNumber,
      senderName: 'Ahmad Karimi',
      senderLocation: null,
      receiverName: 'Bilal Noori',
      receiverLocation: null,
      receiverIdNumber: null,
      receiverIdType: null,
      secretCode: hawala.secretCode,
      amount: '10000.00',
      currency: 'AFN',
      commission: '100.00',
      totalPaid: '10100.00',
      convertedAmount: '145.45',
      convertedCurrency: 'USD',
      partner: 'London Partner',
    });
    expect(hawala.secretCode).toMatch(/^\d{6}$/);
    expect(slip.commission).toBe('100.00');
    // Paid in cash to a partner: no customer account, so no balance; the partner's is the shop's business.
    expect(slip.balances).toEqual([]);
    expect((await receipt(hawala.transactionId, cookies.admin)).hawala.secretCode).toBe(hawala.secretCode);
    expect((await receipt(hawala.transactionId, cookies.operator)).hawala.secretCode).toBeNull();

    const cancelled = await api.inject('POST', `/api/hawala/${hawala.id}/cancel`, { reason: 'sender changed plans' }, cookies.user);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = await receipt(hawala.transactionId + 1, cookies.user);
    expect(refund.hawala).toMatchObject({ direction: 'refund', hawalaNumber: hawala.hawalaNumber, secretCode: null, totalPaid: '10100.00' });
  });

  it("says which way a voucher moved the drawer, for a customer's and a company's account alike; other documents name none", async () => {
    const voucher = (transType: 'Debit' | 'Credit', account: number, currencyId: number, cashIsOut: boolean) =>
      api.post({ transType, outAccountId: cashIsOut ? 11 : account, inAccountId: cashIsOut ? account : 11, currencyId, dAmount: '7', transDescription: 'cash' });
    // The same wire type moves the drawer opposite ways for a customer and a company (the voucher mapping).
    const posted = [
      [await voucher('Credit', acc.ahmad, AFN, true), 'in'],
      [await voucher('Debit', acc.ahmad, AFN, false), 'out'],
      [await voucher('Debit', acc.carla, USD, true), 'in'],
      [await voucher('Credit', acc.carla, USD, false), 'out'],
    ] as const;
    for (const [{ id }, direction] of posted) expect((await receipt(id)).cash_direction).toBe(direction);
    const transfer = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '1', transDescription: 'a', cTransDescription: 'b' });
    expect((await receipt(transfer.id)).cash_direction).toBeNull();
  });

  it('is read by every role that may search, refused to the signed-out, and 404 for a transaction that is not there', async () => {
    const voucher = await api.post({ transType: 'Debit', outAccountId: acc.bilal, inAccountId: 11, currencyId: AFN, dAmount: '5', transDescription: 'cash out' });
    for (const cookie of Object.values(cookies)) expect((await receipt(voucher.id, cookie)).trans_type).toBe('Debit');
    expect((await t.app.inject({ method: 'GET', url: `/api/transactions/${voucher.id}/receipt` })).statusCode).toBe(401);
    const missing = await api.inject('GET', '/api/transactions/999999/receipt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Transaction not found');
    const deleted = await api.del(voucher.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.inject('GET', `/api/transactions/${voucher.id}/receipt`)).statusCode).toBe(404);
  });

  it('names each account by first and last name, on the receipt lines, its balances and the statement', async () => {
    const wali = await api.fixedAccount({ accountCode: 'RN-1', accountName: 'Ahmad Wali', lastName: 'Popal', currencyId: AFN, accountType: 'customer' });
    const nadia = await api.fixedAccount({ accountCode: 'RN-2', accountName: 'Nadia', lastName: 'Rahimi', currencyId: AFN, accountType: 'customer' });
    const transfer = await api.post({ transType: 'Transfer', outAccountId: wali, inAccountId: nadia, currencyId: AFN, dAmount: '10', transDescription: 'a', cTransDescription: 'b' });
    const printed = await receipt(transfer.id);
    expect([printed.debitaccountname, printed.creditaccountname]).toEqual(['Ahmad Wali Popal', 'Nadia Rahimi']);
    expect(printed.balances.map((b: { accountName: string }) => b.accountName)).toEqual(['Ahmad Wali Popal', 'Nadia Rahimi']);
    const statement = await api.inject('GET', `/api/accounts/${wali}/statement`, undefined, cookies.user);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().account.accountName).toBe('Ahmad Wali Popal');
  });
});
