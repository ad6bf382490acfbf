import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shopToday } from '../../lib/shop-day';
import { hawalaSystemAccountId } from '../hawala/hawala-system-accounts';
import { AFN, hawalaApi, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';
import { postDocument } from './test-support';

/**
 * One partner, by hand: owed by 500.00 USD before November (a transfer out of its account on 20 Oct); in November a
 * settlement of 300.00 received from it (5 Nov), 25.00 commission charged (20 Nov), and today two hawalas paid out of
 * its account: LN-USD 1,000.00 USD and LN-AFN 70,000.00 AFN. So it owes 1,225.00 USD and 70,000.00 AFN.
 */
describe('partner positions and statements', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let admin: string;
  let partner: { id: number; accountCode: string };
  let customer: number;
  const today = shopToday();
  const get = async (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
    const created = await api.inject('POST', '/api/accounts', { accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    partner = created.json();
    customer = await api.account('Ahmad Hakimi', USD);
    await api.post({ transType: 'Transfer', outAccountId: partner.id, inAccountId: customer, currencyId: USD, dAmount: '500', transDescription: 'advance', cTransDescription: 'from partner', transDate: '2026-10-20' });
    await postDocument(t, { transType: 'Settlement', outAccountId: 11, inAccountId: partner.id, currencyId: USD, amount: '300.00', transDate: '2026-11-05', narrative: 'cash from traveller' });
    const income = await hawalaSystemAccountId(t.handle.db, 'commission', { id: USD, code: 'USD' });
    await postDocument(t, { transType: 'Commission', outAccountId: partner.id, inAccountId: income, currencyId: USD, amount: '25.00', transDate: '2026-11-20', narrative: 'commission Nov' });
    for (const [hawalaNo, currency, rAmount] of [['LN-USD', 'USD', '1000.00'], ['LN-AFN', 'AFN', '70000.00']] as const) {
      const hawala = await api.detail({ hawalaNo, senderCode: partner.accountCode, currency, rAmount, exchangeRate: '1' });
      expect((await api.pass(hawala.id)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('gives a statement per currency: opening, every line with its hawala number, running and closing balance', async () => {
    const response = await get(`/api/partners/${partner.id}/statement?from=2026-11-01&to=${today}`, await t.cookieFor('user'));
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement.partner).toEqual({ id: partner.id, accountCode: partner.accountCode, accountName: 'London Partner', accountType: 'hawala_partner' });
    const [usd, afn] = statement.currencies;
    expect(usd).toMatchObject({ currency: 'USD', opening: '-500.00', totalDebit: '1025.00', totalCredit: '300.00', closing: '-1225.00' });
    expect(usd.lines.map((l: Record<string, unknown>) => [l.date, l.transType, l.hawalaNo, l.narrative, l.debit, l.credit, l.balance])).toEqual([
      ['2026-11-05', 'Settlement', null, 'cash from traveller', '0.00', '300.00', '-200.00'],
      ['2026-11-20', 'Commission', null, 'commission Nov', '25.00', '0.00', '-225.00'],
      [today, 'Hawala', 'LN-USD', 'Hawala LN-USD to Receiver', '1000.00', '0.00', '-1225.00'],
    ]);
    expect(afn).toMatchObject({ currency: 'AFN', opening: '0.00', closing: '-70000.00' });
    expect(afn.lines.map((l: Record<string, unknown>) => [l.hawalaNo, l.debit, l.balance])).toEqual([['LN-AFN', '70000.00', '-70000.00']]);
    // The closing balances are the ledger's own.
    expect(await api.balance(partner.id, USD)).toBe('-1225.00');
    expect(await api.balance(partner.id, AFN)).toBe('-70000.00');
    await expectLedgerHolds(t);
  });

  it('agrees with the trial balance at the end of the statement', async () => {
    const tb = (await get(`/api/reports/trial-balance?asOf=${today}`)).json();
    const rows = tb.rows.filter((r: { accountCode: string }) => r.accountCode === partner.accountCode);
    expect(rows.map((r: Record<string, unknown>) => [r.group, r.currencyCode, r.debit, r.credit])).toEqual([
      ['partners', 'AFN', '70000.00', '0.00'],
      ['partners', 'USD', '1225.00', '0.00'],
    ]);
    const october = (await get(`/api/partners/${partner.id}/statement?from=2026-10-01&to=2026-10-31`)).json();
    const tbOctober = (await get('/api/reports/trial-balance?asOf=2026-10-31')).json();
    expect(october.currencies[0].closing).toBe('-500.00');
    expect(tbOctober.rows.find((r: { accountCode: string }) => r.accountCode === partner.accountCode)).toMatchObject({ currencyCode: 'USD', debit: '500.00' });
  });

  it('narrows to one currency, and sends the same statement as a workbook', async () => {
    const usdOnly = (await get(`/api/partners/${partner.id}/statement?from=2026-11-01&currencyId=${USD}`)).json();
    expect(usdOnly.currencies.map((c: { currency: string }) => c.currency)).toEqual(['USD']);
    const file = await get(`/api/partners/${partner.id}/statement?from=2026-11-01&to=${today}&format=xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="partner_statement_${partner.accountCode}_2026-11-01_${today}.xlsx"`);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the partner with its position per currency for the period', async () => {
    const response = await get(`/api/partners?from=2026-11-01&to=${today}`, await t.cookieFor('user'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2026-11-01', to: today });
    const mine = body.partners.find((p: { id: number }) => p.id === partner.id);
    expect(mine.currencies).toEqual([
      {
        currencyId: USD,
        currency: 'USD',
        balance: '-1225.00',
        current: '-1225.00',
        hawalaCount: 1,
        hawalaAmount: '1000.00',
        settlementCount: 1,
        settlementsReceived: '300.00',
        settlementsPaid: '0.00',
        commission: '25.00',
        lastSettlement: '2026-11-05',
        creditLimit: null,
      },
      {
        currencyId: AFN,
        currency: 'AFN',
        balance: '-70000.00',
        current: '-70000.00',
        hawalaCount: 1,
        hawalaAmount: '70000.00',
        settlementCount: 0,
        settlementsReceived: '0.00',
        settlementsPaid: '0.00',
        commission: '0.00',
        lastSettlement: null,
        creditLimit: null,
      },
    ]);
    expect(body.partners.some((p: { id: number }) => p.id === customer)).toBe(false);
  });

  it('reads a past period as the ledger stood at its end', async () => {
    const body = (await get('/api/partners?from=2026-11-01&to=2026-11-10')).json();
    const [usd] = body.partners.find((p: { id: number }) => p.id === partner.id).currencies;
    expect(usd).toMatchObject({ balance: '-200.00', current: '-1225.00', hawalaCount: 0, settlementCount: 1, commission: '0.00' });
  });

  it('refuses what is no partner or no period', async () => {
    expect((await get(`/api/partners/${customer}/statement`)).statusCode).toBe(404);
    expect((await get(`/api/partners/${customer}/statement`)).json()).toMatchObject({ message: 'Partner not found' });
    const reversed = await get(`/api/partners/${partner.id}/statement?from=2026-11-10&to=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect((await get('/api/partners?from=2026-13-01')).statusCode).toBe(400);
  });
});
