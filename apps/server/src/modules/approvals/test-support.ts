import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { normaliseRole, voucherWireForm, type CurrentUser } from '@sarafi/core';
import { approvalRequests, booksState, transactions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

export const AFN = 2;

/** The approvals' test shop: a clerk with a clerk limit of 5,000 AFN, a customer, and a second admin to approve. */
export async function approvalShop(t: TestApp) {
  const admin = await t.cookieFor('admin');
  const clerk = await t.cookieFor('user');
  await t.handle.db.insert(users).values({ username: 'admin2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'admin2@example.com' });
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin2', password: PASSWORD } });
  const approver = sessionCookie(signedIn);
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload }) });
  expect((await call('PUT', '/api/posting-limits', admin, { limits: [{ currency: 'AFN', clerkLimit: '5000' }] })).statusCode).toBe(200);
  const settings = await call('PUT', '/api/settings/approvals', admin, { approvalAfterDays: 1, approvalExpiryDays: 7 });
  expect(settings.statusCode, settings.body).toBe(200);
  const created = await call('POST', '/api/accounts', admin, { accountName: 'Karim', currencyId: AFN, accountType: 'customer' });
  expect(created.statusCode, created.body).toBe(201);
  const customer = created.json().id as number;
  const voucher = (dAmount: string, extra: object = {}) => ({
    ...voucherWireForm('in', { id: customer, accountType: 'customer' }),
    currencyId: AFN,
    dAmount,
    transDescription: `cash in ${dAmount}`,
    ...extra,
  });
  return {
    admin,
    clerk,
    approver,
    customer,
    call,
    voucher,
    async request(id: number) {
      const [row] = await t.handle.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
      return row!;
    },
    async postingsOf(description: string) {
      return t.handle.db.select().from(transactions).where(eq(transactions.transDescription, description));
    },
    async user(username: string): Promise<CurrentUser> {
      const [row] = await t.handle.db.select().from(users).where(eq(users.username, username));
      return { id: row!.id, username: row!.username, fullName: row!.fullName, role: normaliseRole(row!.role), language: 'en', calendar: 'gregorian' };
    },
    closeThrough: (date: string) =>
      t.handle.db.insert(booksState).values({ id: 1, closedThrough: date }).onConflictDoUpdate({ target: booksState.id, set: { closedThrough: date } }),
  };
}
