import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnersResponse } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, PKR } from '../hawala/test-support';

/** The Partners page's 'Hawalas paid': a partner who paid a hawala we sent has paid a hawala, as one whose import we paid out. */
describe('GET /api/partners: hawalas paid', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let peshawar: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
    peshawar = await api.fixedAccount({ accountCode: 'PSH', accountName: 'Peshawar Partner', currencyId: PKR, accountType: 'hawala_partner' });
    const body = { senderName: 'Ahmad', receiverName: 'Bilal', amount: '5000', currency: 'AFN', convertedCurrency: 'AFN', partnerAccountId: peshawar };
    const sent = await api.inject('POST', '/api/hawala', body);
    expect(sent.statusCode, sent.body).toBe(201);
    const paid = await api.inject('POST', `/api/hawala/${sent.json().id}/paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    // Sent but not yet paid: not counted.
    expect((await api.inject('POST', '/api/hawala', { ...body, amount: '700' })).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('counts the hawala we sent that the Peshawar partner paid today, with what the receiver got', async () => {
    const response = await api.inject('GET', '/api/partners');
    expect(response.statusCode, response.body).toBe(200);
    const partner = (response.json() as PartnersResponse).partners.find((p) => p.id === peshawar)!;
    expect(partner.currencies.find((c) => c.currencyId === AFN)).toMatchObject({ hawalaCount: 1, hawalaAmount: '5000.00' });
  });
});
