import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, securityTestApp, seedWorld, transfer, type World } from '../../security/world';
import type { TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';

const USD = 1;
const AFN = 2;

/** docs/decisions.md, Roles the owner shapes: a role's limits per currency, alone and at all. */
describe('role limits', () => {
  let t: TestApp;
  let admin: string;
  let w: World;

  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t, 1);
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const setLimits = async (role: string, limits: object[]) => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/roles', headers: { cookie: admin } })).json().roles.find((r: { role: string }) => r.role === role);
    const response = await t.app.inject({ method: 'PUT', url: '/api/roles', headers: { cookie: admin }, payload: { roles: [{ ...current, limits }] } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('refuses a posting above the role limit at all with 403 in that currency only, the admin included', async () => {
    await setLimits('admin', [
      { currencyId: USD, alone: null, atAll: '1' },
      { currencyId: AFN, alone: null, atAll: '1000' },
    ]);
    const deposit = (dAmount: string) => t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload: { ...transfer(w), dAmount } });
    const under = await deposit('999.99');
    const at = await deposit('1000');
    const over = await deposit('1000.01');
    expect([under.statusCode, at.statusCode], `${under.body} ${at.body}`).toEqual([201, 201]);
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ code: 'role.overAtAllLimit', params: { limit: '؋ 1,000.00', currency: 'AFN' } });
    await setLimits('admin', []);
  });

  it('makes a request of a posting above the role limit alone, per currency, and only for that role', async () => {
    await setLimits('user', [{ currencyId: AFN, alone: '500', atAll: null }]);
    const clerk = await t.cookieFor('user');
    const post = (cookie: string, dAmount: string) => t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie }, payload: { ...transfer(w), dAmount } });
    const at = await post(clerk, '500');
    const over = await post(clerk, '500.01');
    expect(at.statusCode, at.body).toBe(201);
    expect(over.statusCode, over.body).toBe(202);
    expect(over.json()).toMatchObject({ status: 'pending' });
    expect((await post(admin, '900')).statusCode).toBe(201);
    await setLimits('user', []);
  });

  it('keeps a hawala payout or a hawala sent past the clerk’s alone limit for an approver, as every other posting', async () => {
    await setLimits('user', [{ currencyId: AFN, alone: '500', atAll: null }]);
    const clerk = await t.cookieFor('user');
    const api = hawalaApi(t, clerk);
    const big = await api.detail({ senderCode: '2001', currency: 'AFN', rAmount: '900.00' });
    const asked = await api.pass(big.id);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await api.status(big.id)).toBe('Pending');
    const small = await api.detail({ senderCode: '2001', currency: 'AFN', rAmount: '400.00' });
    expect((await api.pass(small.id)).statusCode).toBe(200);
    const send = (amount: string) =>
      t.app.inject({
        method: 'POST', url: '/api/hawala', headers: { cookie: clerk },
        payload: { senderName: 'Walk-in', receiverName: 'Receiver', amount, currency: 'AFN', convertedCurrency: 'AFN', commission: '0', partnerAccountId: w.accounts.partner, paidFrom: 'cash' },
      });
    const sentOver = await send('900');
    expect(sentOver.statusCode, sentOver.body).toBe(403);
    expect(sentOver.json().code).toBe('approval.required');
    expect((await send('400')).statusCode).toBe(201);
    await setLimits('user', []);
  });

  it('lets a clerk granted cash vouchers up to AFN 100,000 post 90,000 alone, ask for 150,000 and be refused 250,000', async () => {
    await setLimits('user', [{ currencyId: AFN, alone: '100000', atAll: '200000' }]);
    const clerk = await t.cookieFor('user');
    const deposit = (dAmount: string) => t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: clerk }, payload: { ...credit(w), dAmount } });
    const alone = await deposit('90000');
    const asked = await deposit('150000');
    const refused = await deposit('250000');
    expect([alone.statusCode, asked.statusCode, refused.statusCode], `${alone.body} ${asked.body} ${refused.body}`).toEqual([201, 202, 403]);
    expect(refused.json()).toMatchObject({ code: 'role.overAtAllLimit', params: { limit: '؋ 200,000.00', currency: 'AFN' } });
    const request = (await t.app.inject({ method: 'GET', url: `/api/approvals/${asked.json().approvalId}`, headers: { cookie: admin } })).json();
    expect(request).toMatchObject({ status: 'pending', grounds: ['overAloneLimit'] });
    await setLimits('user', []);
  });
});
