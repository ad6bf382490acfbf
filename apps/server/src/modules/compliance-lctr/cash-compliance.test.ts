import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { cashValuations, currencies, largeCashFlags } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';

const USD = 1;
const AFN = 2;
const CASH = 11;

/**
 * Hand-computed fixtures of the large cash rules (docs/decisions.md, Compliance: large cash transactions), threshold
 * AFN 500,000.00, strictly above; AFN is the base currency (1:1).
 */
describe('the cash rules at posting', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let serial = 0;
  /** A customer whose tazkira is on file, so cash above the walk-in threshold needs no ID on the voucher. */
  const withTazkira = (accountName: string, currencyId: number) => api.fixedAccount({ accountCode: `C${++serial}`, accountName, currencyId, accountType: 'customer', tazkiraNumber: `1400-${serial}` });
  const flagsOf = (id: number) =>
    t.handle.db
      .select({ rule: largeCashFlags.rule, transactionId: largeCashFlags.transactionId, linkedTransactionId: largeCashFlags.linkedTransactionId, afnEquivalent: largeCashFlags.afnEquivalent, threshold: largeCashFlags.threshold })
      .from(largeCashFlags)
      .where(or(eq(largeCashFlags.transactionId, id), eq(largeCashFlags.linkedTransactionId, id)));
  const deposit = (accountId: number, dAmount: string, transDate: string, currencyId = AFN) =>
    api.post({ transType: 'Credit', outAccountId: CASH, inAccountId: accountId, currencyId, dAmount, transDescription: 'cash deposit', transDate });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
  });
  afterAll(() => t.close());

  it('does not flag exactly 500,000.00, flags 500,000.01 with the rule and its inputs', async () => {
    const customer = await withTazkira('Exact customer', AFN);
    const exact = await deposit(customer, '500000.00', '2026-11-02');
    expect(await flagsOf(exact.id)).toEqual([]);
    const over = await deposit(customer, '500000.01', '2026-11-05');
    expect(await flagsOf(over.id)).toEqual([{ rule: 'above', transactionId: over.id, linkedTransactionId: null, afnEquivalent: '500000.01', threshold: '500000.00' }]);
    const [valued] = await t.handle.db.select().from(cashValuations).where(eq(cashValuations.transactionId, over.id));
    expect(valued).toMatchObject({ currencyCode: 'AFN', amount: '500000.01', midRate: '1.00000000', afnEquivalent: '500000.01', partyKey: `account:${customer}` });
  });

  it('links two of 250,000.00 on consecutive Kabul days between the same parties, not two days apart', async () => {
    const customer = await withTazkira('Two-day customer', AFN);
    const first = await deposit(customer, '250000', '2026-11-09');
    const second = await deposit(customer, '250000', '2026-11-10');
    expect(await flagsOf(second.id)).toEqual([{ rule: 'twoDays', transactionId: second.id, linkedTransactionId: first.id, afnEquivalent: '500000.00', threshold: '500000.00' }]);

    const other = await withTazkira('Apart customer', AFN);
    const early = await deposit(other, '250000', '2026-11-09');
    const late = await deposit(other, '250000', '2026-11-11');
    expect(await flagsOf(early.id)).toEqual([]);
    expect(await flagsOf(late.id)).toEqual([]);
  });

  it('flags a USD amount crossing the threshold at the day’s mid rate and keeps that rate when the board moves', async () => {
    await t.handle.db.update(currencies).set({ buyRate: '70.40', sellRate: '70.50' }).where(eq(currencies.id, USD));
    const customer = await withTazkira('Dollar customer', USD);
    // 7,100.00 × 70.45 = 500,195.00 > 500,000; 7,097.00 × 70.45 = 499,983.65 is not.
    const over = await deposit(customer, '7100', '2026-11-16', USD);
    const under = await deposit(customer, '7097', '2026-11-18', USD);
    expect(await flagsOf(over.id)).toEqual([{ rule: 'above', transactionId: over.id, linkedTransactionId: null, afnEquivalent: '500195.00', threshold: '500000.00' }]);
    expect(await flagsOf(under.id)).toEqual([]);
    await t.handle.db.update(currencies).set({ buyRate: '60', sellRate: '60' }).where(eq(currencies.id, USD));
    const [valued] = await t.handle.db.select().from(cashValuations).where(eq(cashValuations.transactionId, over.id));
    expect(valued).toMatchObject({ currencyCode: 'USD', midRate: '70.45000000', afnEquivalent: '500195.00' });
  });

  it('drops a deleted transaction out of the report and brings it back on recover; an edit re-checks it', async () => {
    const customer = await withTazkira('Deleted customer', AFN);
    const first = await deposit(customer, '300000', '2026-11-23');
    const second = await deposit(customer, '200000', '2026-11-24');
    expect(await flagsOf(second.id)).toHaveLength(1);
    const listed = async () => ((await api.inject('GET', '/api/compliance/flags?month=2026-11')).json().flags as { transactionId: number; linkedTransactionId: number | null }[]).filter((f) => f.transactionId === second.id);
    expect(await listed()).toHaveLength(1);

    expect((await api.del(first.id)).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await api.recover(first.id)).statusCode).toBe(200);
    expect(await listed()).toEqual([expect.objectContaining({ transactionId: second.id, linkedTransactionId: first.id })]);

    // Edited down to 199,999.99 the pair no longer reaches the threshold.
    const edit = await api.put(second.id, {
      transType: 'Credit', outAccountId: CASH, inAccountId: customer, currencyId: AFN, cCurrencyId: AFN, dAmount: '199999.99', cAmount: '199999.99', exRate: '1',
      transDescription: 'cash deposit', cTransDescription: 'cash deposit', transDate: '2026-11-24', updatedAt: second.updatedAt,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await flagsOf(second.id)).toEqual([]);
  });

  it('asks a walk-in exchange above AFN 100,000 for the customer’s ID, naming the field, and keeps it on the document', async () => {
    // The shop pays 1,430 USD and takes 100,100.00 AFN in cash: the cash taken is above AFN 100,000.
    const deal = { transType: 'Exchange', outAccountId: CASH, inAccountId: CASH, currencyId: USD, cCurrencyId: AFN, dAmount: '1430', cAmount: '100100', exRate: '70', transDate: '2026-11-25', walkInName: 'Rahim' };
    const refused = await api.inject('POST', '/api/transactions', deal);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'compliance.walkInIdRequired', params: { field: 'partyIdNumber' } });
    expect((await api.inject('POST', '/api/transactions', { ...deal, partyIdNumber: 'P-77' })).json()).toMatchObject({ params: { field: 'partyIdType' } });
    const posted = await api.post({ ...deal, partyIdType: 'passport', partyIdNumber: 'P-77' });
    expect(posted).toMatchObject({ partyIdType: 'passport', partyIdNumber: 'P-77' });
    // 1,428.57 USD at 70 takes 99,999.90 AFN: no ID needed.
    await api.post({ ...deal, dAmount: '1428.57', cAmount: '99999.90' });
  });

  it('asks an edit that takes a walk-in exchange above the threshold for the ID, as a new posting is asked', async () => {
    const deal = { transType: 'Exchange', outAccountId: CASH, inAccountId: CASH, currencyId: USD, cCurrencyId: AFN, dAmount: '1000', cAmount: '70000', exRate: '70', transDate: '2026-11-26', walkInName: 'Samad' };
    const posted = await api.post(deal);
    const edited = { ...deal, dAmount: '1430', cAmount: '100100', transDescription: posted.transDescription, cTransDescription: posted.cTransDescription, updatedAt: posted.updatedAt };
    const refused = await api.put(posted.id, edited);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'compliance.walkInIdRequired', params: { field: 'partyIdNumber' } });
    const withId = await api.put(posted.id, { ...edited, partyIdType: 'passport', partyIdNumber: 'P-78' });
    expect(withId.statusCode, withId.body).toBe(200);
    expect(withId.json()).toMatchObject({ dAmount: '1430.00', partyIdType: 'passport', partyIdNumber: 'P-78' });
  });

  it('asks a cash payout above the threshold for the receiver’s ID, records it and prints it on the receiver’s slip', async () => {
    const partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: AFN, accountType: 'hawala_partner' });
    const hawala = await api.detail({ senderCode: '2001', receiverName: 'Wali', currency: 'AFN', rAmount: '100000.01', transactionDate: '2026-11-25' });
    expect(partner).toBeGreaterThan(0);
    expect((await api.pass(hawala.id, { receiverIdType: null, receiverIdNumber: null })).json()).toMatchObject({ code: 'compliance.walkInIdRequired', params: { field: 'receiverIdNumber' } });
    const passed = await api.pass(hawala.id, { receiverIdType: 'tazkira', receiverIdNumber: '1401-0202-33333' });
    expect(passed.statusCode, passed.body).toBe(200);
    const receipt = (await api.inject('GET', `/api/transactions/${passed.json().transactionId}/receipt`)).json();
    expect(receipt.hawala).toMatchObject({ receiverIdType: 'tazkira', receiverIdNumber: '1401-0202-33333' });
  });

  it('asks a hawala sent for cash above the threshold for the walk-in sender’s ID', async () => {
    const body = { senderName: 'Nadia', receiverName: 'Omar', amount: '150000', currency: 'AFN', commission: '0' };
    expect((await api.inject('POST', '/api/hawala', body)).json()).toMatchObject({ code: 'compliance.walkInIdRequired', params: { field: 'senderIdNumber' } });
    const sent = await api.inject('POST', '/api/hawala', { ...body, senderIdType: 'e-tazkira', senderIdNumber: 'E-9' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ senderIdType: 'e-tazkira', senderIdNumber: 'E-9' });
  });
});
