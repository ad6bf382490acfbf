import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { fxAccountCode } from '@sarafi/core';
import { accounts, booksState, fxDeals, ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from '../transactions/test-support';

const USD = 1;
const AFN = 2;
const CASH = 11;

/**
 * Settlements of partners' balances (docs/decisions.md, Partners and settlements), every figure worked by hand. Stored signs: the in-account gains, so a
 * partner at −x owes the shop x and the drawer (an asset) at +x has paid x out.
 * 1. Paid 1,500.00 USD to partner P1 from cash: P1 −1,500.00, cash USD +1,500.00.
 * 2. Received 1,000.00 USD from P1 into cash: P1 −500.00, cash USD +500.00.
 * 3. An offset: received 200.00 USD from hawala partner H1 against P1: H1 +200.00, P1 −700.00.
 * 4. Paid 50,000.00 AFN to H2 from the bank, then received 20,000.00 back: H2 −30,000.00, bank +30,000.00.
 * 5. P1's 700.00 USD debt received in AFN cash at 70: 49,000.00 AFN, through the FX positions: P1 0.00.
 */
describe('settlements', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const acc: Record<string, number> = {};
  let admin: string;
  let cross: { id: number; updatedAt: string; realisedProfit?: string | null };

  const settle = (payload: object, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/settlements', headers: { cookie: cookie ?? admin, ...headers }, payload: { narrative: 'Weekly settlement', ...payload } });
  const posted = async (payload: object) => {
    const response = await settle(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; updatedAt: string; realisedProfit: string | null } & Record<string, unknown>;
  };
  const entriesOf = (transactionId: number) =>
    t.handle.db
      .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId))
      .orderBy(asc(ledgerEntries.id));
  const fxAccount = async (code: string) => (await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, fxAccountCode(code))))[0]!.id;
  const refusal = (response: { statusCode: number; json(): { message: string } }) => [response.statusCode, response.json().message];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    api = transactionApi(t, admin);
    acc.p1 = await api.account('Partner London', USD, 'partner');
    acc.h1 = await api.account('Hawala partner Dubai', USD, 'hawala_partner');
    acc.h2 = await api.account('Hawala partner Herat', AFN, 'hawala_partner');
    acc.bank = await api.account('Azizi Bank', AFN, 'bank');
    acc.customer = await api.account('Walk-in customer', AFN);
  });
  afterAll(() => t.close());

  it('posts both directions against cash in one currency, as a hawala payout signs them', async () => {
    const paid = await posted({ partnerAccountId: acc.p1, counterAccountId: CASH, direction: 'paid', currencyId: USD, amount: '1,500' });
    expect(paid).toMatchObject({ transType: 'Settlement', outAccountId: acc.p1, inAccountId: CASH, currencyId: USD, dAmount: '1500.00', cAmount: '1500.00', exRate: '1.00000000' });
    expect(await entriesOf(paid.id)).toEqual([
      { accountId: acc.p1, currencyId: USD, amount: '-1500.00' },
      { accountId: CASH, currencyId: USD, amount: '1500.00' },
    ]);
    const received = await posted({ partnerAccountId: acc.p1, counterAccountId: CASH, direction: 'received', currencyId: USD, amount: '1000' });
    expect(received).toMatchObject({ outAccountId: CASH, inAccountId: acc.p1, realisedProfit: null });
    expect(await api.balance(acc.p1!, USD)).toBe('-500.00');
    expect(await api.balance(CASH, USD)).toBe('500.00');
    await expectLedgerHolds(t);
  });

  it('offsets one partner against another, and settles through a bank account', async () => {
    await posted({ partnerAccountId: acc.h1, counterAccountId: acc.p1, direction: 'received', currencyId: USD, amount: '200' });
    expect(await api.balance(acc.h1!, USD)).toBe('200.00');
    expect(await api.balance(acc.p1!, USD)).toBe('-700.00');
    await posted({ partnerAccountId: acc.h2, counterAccountId: acc.bank, direction: 'paid', currencyId: AFN, amount: '50000' });
    await posted({ partnerAccountId: acc.h2, counterAccountId: acc.bank, direction: 'received', currencyId: AFN, amount: '20000' });
    expect(await api.balance(acc.h2!, AFN)).toBe('-30000.00');
    expect(await api.balance(acc.bank!, AFN)).toBe('30000.00');
    await expectLedgerHolds(t);
  });

  it('settles a USD debt in AFN cash through the FX positions, as an exchange: a deal with its realised profit', async () => {
    const [fxUsd, fxAfn] = [await fxAccount('USD'), await fxAccount('AFN')];
    cross = await posted({ partnerAccountId: acc.p1, counterAccountId: CASH, direction: 'received', currencyId: USD, amount: '700', counterCurrencyId: AFN, rate: '70' });
    expect(cross).toMatchObject({ outAccountId: CASH, inAccountId: acc.p1, currencyId: AFN, cCurrencyId: USD, dAmount: '49000.00', cAmount: '700.00', exRate: '70.00000000' });
    expect(await entriesOf(cross.id)).toEqual([
      { accountId: CASH, currencyId: AFN, amount: '-49000.00' },
      { accountId: fxAfn, currencyId: AFN, amount: '49000.00' },
      { accountId: fxUsd, currencyId: USD, amount: '-700.00' },
      { accountId: acc.p1, currencyId: USD, amount: '700.00' },
    ]);
    expect(await api.balance(acc.p1!, USD)).toBe('0.00');
    const [deal] = await t.handle.db.select().from(fxDeals).where(eq(fxDeals.transactionId, cross.id));
    expect(cross.realisedProfit).toMatch(/^-?\d+\.\d\d$/);
    expect(deal?.realisedProfit).toBe(cross.realisedProfit);
    await expectLedgerHolds(t);
  });

  it('edits a settlement under its own rules, with its type locked', async () => {
    const body = { transType: 'Settlement', outAccountId: CASH, inAccountId: acc.p1, currencyId: AFN, cCurrencyId: USD, cAmount: '700', transDescription: 'Rate agreed again', transDate: '2026-11-27' };
    expect(refusal(await api.put(cross.id, { ...body, dAmount: '49000', exRate: '71', updatedAt: cross.updatedAt }))).toEqual([
      400,
      'The settled amount must be 49700.00 for 700.00 USD at 71',
    ]);
    expect(refusal(await api.put(cross.id, { ...body, transType: 'Exchange', dAmount: '49700', exRate: '71', updatedAt: cross.updatedAt }))).toEqual([
      400,
      'The type of a transaction cannot be changed (this is a Settlement)',
    ]);
    const edited = await api.put(cross.id, { ...body, dAmount: '49700', exRate: '71', updatedAt: cross.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    cross = edited.json();
    expect(cross).toMatchObject({ dAmount: '49700.00', exRate: '71.00000000', transDescription: 'Rate agreed again' });
    expect(await api.balance(CASH, AFN)).toBe('-49700.00');
    expect(await api.balance(acc.p1!, USD)).toBe('0.00');
    // A settlement may not lose its partner: a customer against the bank is no settlement.
    const noPartner = await api.put(cross.id, { ...body, outAccountId: acc.bank, inAccountId: acc.customer, currencyId: AFN, cCurrencyId: AFN, dAmount: '10', updatedAt: cross.updatedAt });
    expect(refusal(noPartner)).toEqual([400, 'A settlement is made with a partner: one of its accounts must be a partner or hawala partner account']);
    await expectLedgerHolds(t);
  });

  it('deletes a cross settlement and recovers it with its four entries', async () => {
    expect((await api.del(cross.id)).statusCode).toBe(200);
    expect(await entriesOf(cross.id)).toEqual([]);
    expect(await api.balance(acc.p1!, USD)).toBe('-700.00');
    expect((await api.recover(cross.id)).statusCode).toBe(200);
    expect(await entriesOf(cross.id)).toHaveLength(4);
    expect(await api.balance(acc.p1!, USD)).toBe('0.00');
    expect(await api.balance(CASH, AFN)).toBe('-49700.00');
    await expectLedgerHolds(t);
  });

  it('prints a settlement receipt: its direction, both sides and the balances after it', async () => {
    const receipt = (await api.inject('GET', `/api/transactions/${cross.id}/receipt`)).json();
    expect(receipt).toMatchObject({
      trans_type: 'Settlement',
      settlement: { direction: 'received' },
      creditaccountname: 'Partner London',
      debitaccountcode: '11',
      d_amount: '49700.00',
      currency: 'AFN',
      c_amount: '700.00',
      c_currency: 'USD',
      ex_rate: '71.00000000',
    });
    expect(receipt.balances).toEqual([expect.objectContaining({ accountName: 'Partner London', currency: 'USD', amount: '0.00', owed: null })]);
    const offset = (await api.inject('GET', '/api/transactions?type=settlement')).json() as { id: number }[];
    expect(offset).toHaveLength(6);
  });

  it('refuses what is not a settlement with the field’s own words', async () => {
    const base = { partnerAccountId: acc.p1, counterAccountId: CASH, direction: 'received', currencyId: USD, amount: '10' };
    expect(refusal(await settle({ ...base, partnerAccountId: null }))).toEqual([400, 'Partner is required']);
    expect(refusal(await settle({ ...base, direction: 'sideways' }))).toEqual([400, 'Direction must be received or paid']);
    expect(refusal(await settle({ ...base, counterAccountId: acc.p1 }))).toEqual([400, 'The partner and the counter account must be different']);
    expect(refusal(await settle({ ...base, amount: '0' }))).toEqual([400, 'Amount must be greater than 0']);
    expect(refusal(await settle({ ...base, narrative: '' }))).toEqual([400, 'Narrative is required']);
    expect(refusal(await settle({ ...base, counterCurrencyId: AFN }))).toEqual([400, 'Exchange rate must be greater than 0']);
    const customer = await api.inject('GET', `/api/accounts/${acc.customer}`);
    const code = customer.json().accountCode as string;
    expect(refusal(await settle({ ...base, partnerAccountId: acc.customer, currencyId: AFN }))).toEqual([400, `Account ${code} is not a partner or hawala partner account`]);
    expect(refusal(await settle({ ...base, counterAccountId: acc.customer, counterCurrencyId: AFN, rate: '70' }))).toEqual([
      400,
      `Account ${code} cannot settle a partner: use cash (11), a bank account or another partner`,
    ]);
    // The bank holds AFN only: a USD settlement through it is refused as any account's foreign currency is.
    expect((await settle({ ...base, counterAccountId: acc.bank })).json().code).toBe('transaction.ownCurrencyOnly');
    await expectLedgerHolds(t);
  });

  it('lets every role settle, once per Idempotency-Key, and refuses a closed day', async () => {
    const body = { partnerAccountId: acc.h1, counterAccountId: CASH, direction: 'paid', currencyId: USD, amount: '5' };
    const headers = { 'idempotency-key': 'settle-once' };
    const first = await settle(body, await t.cookieFor('user'), headers);
    const again = await settle(body, await t.cookieFor('user'), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect((await settle(body, await t.cookieFor('operator'))).statusCode).toBe(201);
    expect(await api.balance(acc.h1!, USD)).toBe('190.00');
    expect((await t.app.inject({ method: 'POST', url: '/api/settlements', payload: body })).statusCode).toBe(401);

    await t.handle.db.insert(booksState).values({ id: 1, closedThrough: '2026-11-10' }).onConflictDoUpdate({ target: booksState.id, set: { closedThrough: '2026-11-10' } });
    expect(refusal(await settle({ ...body, transDate: '2026-11-10' }))).toEqual([409, 'This day is closed (2026-11-10); ask an admin to reopen it']);
    await expectLedgerHolds(t);
  });
});
