import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partnerMessages } from '@sarafi/core';
import { creditLimitOverrides } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage, hawalaApi, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';

/** London Partner may owe the shop USD 10,000.00; it owes 2,000.00 before the passes below. */
describe('partner credit limits', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;
  let operator: ReturnType<typeof hawalaApi>;
  let partner: { id: number; accountCode: string };
  const limitsUrl = () => `/api/partners/${partner.id}/credit-limits`;
  const usdHawala = (hawalaNo: string, rAmount: string) => admin.detail({ hawalaNo, senderCode: partner.accountCode, currency: 'USD', rAmount, exchangeRate: '1' });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    operator = hawalaApi(t, await t.cookieFor('operator'));
    partner = (await admin.inject('POST', '/api/accounts', { accountName: 'London Partner', currencyId: USD, accountType: 'partner' })).json();
    const customer = await admin.account('Ahmad Hakimi', USD);
    await admin.post({ transType: 'Transfer', outAccountId: partner.id, inAccountId: customer, currencyId: USD, dAmount: '2000', transDescription: 'advance', cTransDescription: 'from partner' });
  });
  afterAll(() => t.close());

  it('is set by admins only, per currency, and read by every clerk', async () => {
    const refused = await operator.inject('PUT', limitsUrl(), { limits: [{ currency: 'USD', limit: '10000' }] });
    expect(refused.statusCode).toBe(403);
    const saved = await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'usd', limit: '10,000' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().limits).toContainEqual({ currency: 'USD', limit: '10000.00' });
    const read = await operator.inject('GET', limitsUrl());
    expect(read.statusCode).toBe(200);
    expect(read.json().limits).toEqual([
      { currency: 'AFN', limit: null },
      { currency: 'EUR', limit: null },
      { currency: 'PKR', limit: null },
      { currency: 'USD', limit: '10000.00' },
    ]);
  });

  it('refuses a limit that is no amount, an unknown currency and an account that is no partner', async () => {
    expectMessage(await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'USD', limit: '0' }] }), 400, partnerMessages.limitInvalid);
    expectMessage(await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'XYZ', limit: '5' }] }), 400, partnerMessages.currencyUnknown('XYZ'));
    expectMessage(await admin.inject('PUT', '/api/partners/11/credit-limits', { limits: [{ currency: 'USD', limit: '5' }] }), 404, partnerMessages.notFound);
  });

  it('refuses a currency sent twice in one change, so no change is recorded against a limit it never replaced', async () => {
    const twice = await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'USD', limit: '5' }, { currency: 'usd', limit: '9' }] });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().code).toBe('decimal.limitCurrencyTwice');
    expect((await admin.inject('GET', limitsUrl())).json().limits).toContainEqual({ currency: 'USD', limit: '10000.00' });
  });

  it('passes up to the limit exactly', async () => {
    const hawala = await usdHawala('CL-1', '8000.00');
    expect((await operator.pass(hawala.id)).statusCode).toBe(200);
    expect(await admin.balance(partner.id, USD)).toBe('-10000.00');
  });

  it('refuses a pass past the limit with 409, the limit and the balance after it; nothing is posted', async () => {
    const hawala = await usdHawala('CL-2', '2500.00');
    const response = await operator.pass(hawala.id);
    expectMessage(response, 409, 'This posting would leave London Partner owing $ 12,500.00, over its limit of $ 10,000.00');
    expect(response.json()).toMatchObject({ code: 'partner.overLimit', params: { partner: 'London Partner', currency: 'USD', balance: '$ 12,500.00', limit: '$ 10,000.00' } });
    expect(await admin.status(hawala.id)).toBe('Pending');
    expect(await admin.payouts(hawala.id)).toEqual([]);
    expect(await admin.balance(partner.id, USD)).toBe('-10000.00');
  });

  it('lets only an admin pass over the limit, with a reason kept with the limit and the balance after', async () => {
    const hawala = await usdHawala('CL-3', '2500.00');
    // Anyone else's override is a request an approver grants (docs/decisions.md, Approvals): nothing passes yet.
    const asked = await operator.pass(hawala.id, { overrideReason: 'they wired funds' });
    expect(asked.statusCode, asked.body).toBe(202);
    expectMessage(await admin.pass(hawala.id, { overrideReason: '   ' }), 400, partnerMessages.overrideReasonRequired);
    // The override other postings take is asked for its reason here, not ignored into a 409.
    expectMessage(await admin.pass(hawala.id, { creditLimitOverride: true }), 400, partnerMessages.overrideReasonRequired);
    expect(await admin.status(hawala.id)).toBe('Pending');

    const passed = await admin.pass(hawala.id, { overrideReason: 'Partner wired USD 5,000 this morning' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await admin.balance(partner.id, USD)).toBe('-12500.00');
    const rows = await t.handle.db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.hawalaDetailsId, hawala.id));
    expect(rows).toEqual([
      expect.objectContaining({
        accountId: partner.id,
        currencyId: USD,
        creditLimit: '10000.00',
        owedAfter: '12500.00',
        reason: 'Partner wired USD 5,000 this morning',
        username: 'admin',
        userId: expect.any(String),
        createdAt: expect.any(Date),
      }),
    ]);
    // The operator's request replays through the pass itself: the hawala is passed now, so approving it pays nothing twice.
    const replay = await admin.inject('POST', `/api/approvals/${asked.json().approvalId}/approve`, { version: 1 });
    expect(replay.json().code).toBe('hawala.alreadyPassed');
    expect(await admin.balance(partner.id, USD)).toBe('-12500.00');
    await expectLedgerHolds(t);
  });

  it('shows the limit and its use on the Partners screen, and leaves a currency without a limit alone', async () => {
    const afn = await admin.detail({ hawalaNo: 'CL-AFN', senderCode: partner.accountCode, currency: 'AFN', rAmount: '9000000.00', exchangeRate: '1' });
    expect((await operator.pass(afn.id)).statusCode).toBe(200);
    const body = (await operator.inject('GET', '/api/partners')).json();
    const mine = body.partners.find((p: { id: number }) => p.id === partner.id);
    expect(mine.currencies.map((c: Record<string, unknown>) => [c.currency, c.current, c.creditLimit])).toEqual([
      ['USD', '-12500.00', '10000.00'],
      ['AFN', '-9000000.00', null],
    ]);
  });

  it('lets one of two passes that together go past the limit through, never both', async () => {
    await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'USD', limit: '13000' }] });
    const [a, b] = [await usdHawala('CL-4', '400.00'), await usdHawala('CL-5', '400.00')];
    const answers = await Promise.all([operator.pass(a.id), operator.pass(b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await admin.balance(partner.id, USD)).toBe('-12900.00');
  });

  it('clears a limit with null', async () => {
    const cleared = await admin.inject('PUT', limitsUrl(), { limits: [{ currency: 'USD', limit: null }] });
    expect(cleared.json().limits).toContainEqual({ currency: 'USD', limit: null });
    const hawala = await usdHawala('CL-6', '5000.00');
    expect((await operator.pass(hawala.id)).statusCode).toBe(200);
  });
});
