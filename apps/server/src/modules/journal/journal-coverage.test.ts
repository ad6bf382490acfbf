import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';
import { chainPending } from './chain-journal';
import { verifyJournal } from './verify-journal';

/**
 * A mixed run through the writes that are not transaction screens: each must commit with its journal row, so the
 * journal's rows of each kind match the audit trail the same write keeps (docs/decisions.md, Journal).
 */
describe('the journal after a mixed run', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
  });
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await t.handle.db.execute(query))[0]!.n);

  it('journals hawalas sent, paid and cancelled, passes, pendings and cancels, roles and limits, and verifies', async () => {
    const partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    const sent = async () => {
      const response = await api.inject('POST', '/api/hawala', { senderName: 'Ahmad', receiverName: 'Bilal', amount: '1000', currency: 'AFN', convertedCurrency: 'AFN', commission: '10', partnerAccountId: partner });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const first = await sent();
    expect((await api.inject('POST', `/api/hawala/${first}/paid`, {})).statusCode).toBe(200);
    const second = await sent();
    expect((await api.inject('POST', `/api/hawala/${second}/cancel`, { reason: 'changed plans' })).statusCode).toBe(200);

    const imported = await api.detail({ rAmount: '9000.00', currency: 'AFN' });
    expect((await api.pass(imported.id)).statusCode).toBe(200);
    expect((await api.pending(imported.id)).statusCode).toBe(200);
    expect((await api.pass(imported.id)).statusCode).toBe(200);
    expect((await api.cancel(imported.id)).statusCode).toBe(200);

    const roles = (await api.inject('GET', '/api/roles')).json().roles as { role: string }[];
    const user = roles.find((r) => r.role === 'user')!;
    const put = await api.inject('PUT', '/api/roles', { roles: [{ ...user, limits: [{ currencyId: AFN, alone: null, atAll: '50000' }] }] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await api.inject('PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: '5000' }] })).statusCode).toBe(200);

    expect(await count(sql`select count(*) as n from journal where kind in ('hawala.sent', 'hawala.paid', 'hawala.cancelled')`)).toBe(4);
    expect(await count(sql`select count(*) as n from journal where entity = 'importedHawala'`)).toBe(await count(sql`select count(*) as n from hawala_status_log`));
    expect(await count(sql`select count(*) as n from journal where kind = 'role.change'`)).toBe(await count(sql`select count(*) as n from role_changes`));
    expect(await count(sql`select count(*) as n from journal where kind = 'setting.change'`)).toBe(await count(sql`select count(*) as n from setting_changes`));
    expect(await count(sql`select count(*) as n from journal where entity = 'transaction'`)).toBe(await count(sql`select count(*) as n from transaction_audit_log`));
    expect(await count(sql`select count(*) as n from role_changes`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from setting_changes`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from hawala_status_log`)).toBe(4);

    await chainPending(t.handle.db, { wait: true });
    expect(await verifyJournal(t.handle.db)).toMatchObject({ ok: true, pending: 0 });
  });
});
