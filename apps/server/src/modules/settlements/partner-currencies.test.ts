import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, expectMessage, hawalaApi, PKR, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';

const EUR = 4;
const CASH = 11;

/**
 * A USD partner charged for payouts in other currencies (docs/decisions.md, Partners and settlements): Dubai Exchange's account
 * is in USD, yet the shop paid AFN 446,829.55 and PKR 841,548.52 of hawalas for it. Each currency is its own
 * position: it settles in the currency it owes, or in another through the FX positions; a currency it holds nothing in
 * is refused; its credit limit is per currency.
 */
describe('a partner settled in every currency it holds', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;
  let partner: { id: number; accountCode: string };
  const settle = (payload: object) => admin.inject('POST', '/api/settlements', { narrative: 'Weekly settlement', partnerAccountId: partner.id, counterAccountId: CASH, ...payload });
  const statement = (query: string) => admin.inject('GET', `/api/partners/${partner.id}/statement?${query}`);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    partner = (await admin.inject('POST', '/api/accounts', { accountName: 'Dubai Exchange', currencyId: USD, accountType: 'hawala_partner' })).json();
    for (const [currency, rAmount] of [
      ['AFN', '446829.55'],
      ['PKR', '841548.52'],
    ] as const) {
      const hawala = await admin.detail({ senderCode: partner.accountCode, currency, rAmount, exchangeRate: '1' });
      const passed = await admin.pass(hawala.id);
      expect(passed.statusCode, passed.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('settles the AFN it owes in AFN cash, though its account is in USD', async () => {
    expect(await admin.balance(partner.id, AFN)).toBe('-446829.55');
    const response = await settle({ direction: 'received', currencyId: AFN, amount: '446,829.55' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ transType: 'Settlement', outAccountId: CASH, inAccountId: partner.id, currencyId: AFN, cAmount: '446829.55' });
    expect(await admin.balance(partner.id, AFN)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('settles the PKR it owes with USD cash at a rate, through the FX positions', async () => {
    // PKR → USD divides: 841,548.52 / 280 = 3,005.53 (half-up).
    const response = await settle({ direction: 'received', currencyId: PKR, amount: '841548.52', counterCurrencyId: USD, rate: '280' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ currencyId: USD, cCurrencyId: PKR, dAmount: '3005.53', cAmount: '841548.52', exRate: '280.00000000' });
    expect(await admin.balance(partner.id, PKR)).toBe('0.00');
    expect(await admin.balance(partner.id, USD)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('refuses a currency the partner holds no position in with a coded 400, and accepts it once a credit limit is set', async () => {
    const refused = await settle({ direction: 'paid', currencyId: EUR, amount: '100' });
    expectMessage(refused, 400, settlementMessages.noPosition(partner.accountCode, 'EUR'));
    expect(refused.json()).toMatchObject({ code: 'settlement.noPosition', params: { account: partner.accountCode, currency: 'EUR' } });
    const limit = await admin.inject('PUT', `/api/partners/${partner.id}/credit-limits`, { limits: [{ currency: 'EUR', limit: '2000' }] });
    expect(limit.statusCode, limit.body).toBe(200);
    const paid = await settle({ direction: 'paid', currencyId: EUR, amount: '1500' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await admin.balance(partner.id, EUR)).toBe('-1500.00');
  });

  it('checks the credit limit of the settled currency only', async () => {
    const over = await settle({ direction: 'paid', currencyId: EUR, amount: '736.67' });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ code: 'partner.overLimit', params: { currency: 'EUR', balance: '€ 2,236.67', limit: '€ 2,000.00' } });
    // No USD limit: the same partner may be paid USD without one.
    expect((await settle({ direction: 'paid', currencyId: USD, amount: '5000' })).statusCode).toBe(201);
    await expectLedgerHolds(t);
  });

  it('lists every currency it holds with its limit, and reads its statement one currency at a time', async () => {
    const partners = (await admin.inject('GET', '/api/partners?from=2000-01-01&to=2100-12-31')).json() as { partners: { id: number; currencies: { currency: string; current: string; creditLimit: string | null }[] }[] };
    const position = partners.partners.find((p) => p.id === partner.id)!;
    expect(position.currencies.map((c) => [c.currency, c.current, c.creditLimit])).toEqual([
      ['USD', '-5000.00', null],
      ['AFN', '0.00', null],
      ['PKR', '0.00', null],
      ['EUR', '-1500.00', '2000.00'],
    ]);
    const afn = await statement(`currencyId=${AFN}`);
    expect(afn.statusCode, afn.body).toBe(200);
    const blocks = afn.json().currencies as { currency: string; closing: string; lines: { transType: string; debit: string; credit: string }[] }[];
    expect(blocks.map((b) => b.currency)).toEqual(['AFN']);
    expect(blocks[0]!.lines.map((l) => [l.transType, l.debit, l.credit])).toEqual([
      ['Hawala', '446829.55', '0.00'],
      ['Settlement', '0.00', '446829.55'],
    ]);
    expect(blocks[0]!.closing).toBe('0.00');
    const workbook = await statement(`currencyId=${AFN}&format=xlsx`);
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-type']).toContain('spreadsheetml');
  });
});
