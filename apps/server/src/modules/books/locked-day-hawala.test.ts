import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shopToday } from '../../lib/shop-day';
import { AFN, hawalaApi, USD } from '../hawala/test-support';

/**
 * A shop whose day is at its midday now, so the day cannot end between closing it and the writes that must find it
 * closed (UTC+o where o = 12 − the UTC hour; the Etc zones write the offset with the opposite sign).
 */
const offset = 12 - new Date().getUTCHours();
const middayZone = offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;

/** docs/decisions.md, Books and day close: a closed day refuses the hawala writes that would post into it or change it, and changes nothing. */
describe('a closed day and hawalas', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof hawalaApi>;
  let today: string;
  let closed: string;
  const refusal = (response: { statusCode: number; json(): { message: string } }) => [response.statusCode, response.json().message];

  beforeAll(async () => {
    t = await createTestApp({ SHOP_TIME_ZONE: middayZone });
    today = shopToday();
    closed = `This day is closed (${today}); ask an admin to reopen it`;
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
    await api.fixedAccount({ accountCode: '2001', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  it('refuses pass, mark as pending, cancel and a sent hawala in the closed day', async () => {
    const paid = await api.detail();
    const waiting = await api.detail();
    expect((await api.pass(paid.id)).statusCode).toBe(200);

    const settings = (await api.inject('GET', '/api/day-close-settings')).json();
    expect((await api.inject('PUT', '/api/day-close-settings', { ...settings, allowSelfApproval: true })).statusCode).toBe(200);
    // The drawer paid 9,000.00 AFN out; the clerk counts nothing left of the day's AFN: the books take the count.
    const counted = await api.inject('POST', '/api/day-closes', { date: today, counts: [{ currencyId: AFN, denominations: [] }] });
    expect(counted.statusCode).toBe(201);
    expect((await api.inject('POST', `/api/day-closes/${today}/approve`, { id: counted.json().id, version: counted.json().version })).statusCode).toBe(200);

    expect(refusal(await api.pass(waiting.id))).toEqual([409, closed]);
    expect(refusal(await api.pending(paid.id))).toEqual([409, closed]);
    expect(refusal(await api.cancel(paid.id))).toEqual([409, closed]);
    const sent = await api.inject('POST', '/api/hawala', { senderName: 'Ahmad Karimi', receiverName: 'Bilal Noori', amount: '100', currency: 'AFN', convertedCurrency: 'AFN' });
    expect(refusal(sent)).toEqual([409, closed]);

    expect(await api.status(paid.id)).toBe('Passed');
    expect(await api.status(waiting.id)).toBe('Pending');
    expect(await api.payouts(paid.id)).toHaveLength(1);
    expect((await api.inject('GET', '/api/hawala')).json()).toEqual([]);
  });
});
