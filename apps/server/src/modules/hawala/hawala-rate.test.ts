import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage, hawalaApi } from './test-support';

/** docs/decisions.md, Currencies and rates: one rate convention (the exchange rule) and no silent rate of 1 between two currencies. */
describe('POST /api/hawala: the rate means what it means on the Exchange screen', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const create = (payload: object) => api.inject('POST', '/api/hawala', { senderName: 'Ahmad', receiverName: 'Bilal', ...payload });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('user'));
  });
  afterAll(() => t.close());

  it.each([
    ['AFN', 'USD', '10000', '68.75', '0', '145.45'],
    // The commission is the sender's, on top (docs/architecture.md, Ledger): it never comes off what the receiver gets.
    ['USD', 'AFN', '100', '68.75', '50', '6875.00'],
    ['USD', 'PKR', '10', '280', '0', '2800.00'],
    ['PKR', 'USD', '2800', '280', '0', '10.00'],
    ['USD', 'EUR', '100', '1.08695652', '0', '92.00'],
    ['EUR', 'AFN', '100', '75', '0', '7500.00'],
  ])('%s → %s: %s at %s (commission %s on top) is %s', async (currency, convertedCurrency, amount, exchangeRate, commission, expected) => {
    const response = await create({ amount, currency, convertedCurrency, exchangeRate, commission });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().convertedAmount).toBe(expected);
  });

  it('refuses a rate of 1 between two currencies, typed or by default, unless the clerk confirmed it', async () => {
    for (const payload of [{ exchangeRate: '1' }, { exchangeRate: '1.000' }, {}, { exchangeRate: '' }, { exchangeRate: '1', confirmUnitRate: false }]) {
      const refused = await create({ amount: '10000', currency: 'AFN', convertedCurrency: 'USD', ...payload });
      expectMessage(refused, 400, hawalaMessages.unitRateUnconfirmed('AFN', 'USD'));
      expect(refused.json().errors[0].path).toBe('exchangeRate');
    }
    const confirmed = await create({ amount: '10000', currency: 'AFN', convertedCurrency: 'USD', exchangeRate: '1', confirmUnitRate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ exchangeRate: '1.00000000', convertedAmount: '10000.00' });
  });

  it('needs no confirmation for a rate of 1 within one currency (no receive currency means the send currency)', async () => {
    for (const payload of [{ convertedCurrency: 'AFN' }, { convertedCurrency: null }, {}]) {
      const response = await create({ amount: '500', currency: 'AFN', ...payload });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().convertedAmount).toBe('500.00');
    }
  });

  it('refuses a converted amount worked out by the old amount × rate rule', async () => {
    const response = await create({ amount: '10000', currency: 'AFN', convertedCurrency: 'USD', exchangeRate: '68.75', convertedAmount: '687500.00' });
    expectMessage(response, 400, hawalaMessages.convertedMismatch('145.45'));
  });
});
