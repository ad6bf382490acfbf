import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, hawalaDetails, transactions } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { transactionApi } from '../transactions/test-support';

type AccountValues = typeof accounts.$inferInsert;
type DetailValues = typeof hawalaDetails.$inferInsert;

/** Currency ids of the system currencies (seed-system.ts). */
export const USD = 1;
export const AFN = 2;
export const PKR = 3;

/**
 * Hawala test helpers. Imported hawalas are inserted directly (the import is its own feature); accounts with the
 * fixed codes the hawala screens look for are inserted as seed:demo does; every other write goes through the API.
 */
/** The receiver's ID a clerk records at Pass (docs/decisions.md, Compliance: walk-in IDs). */
export const recordedReceiverId = { receiverIdType: 'tazkira', receiverIdNumber: '1400-0000-00001' };

export function hawalaApi(t: TestApp, cookie: string) {
  const base = transactionApi(t, cookie);
  let serial = 0;
  return {
    ...base,
    async fixedAccount(values: Omit<AccountValues, 'accountName'> & { accountName?: string }) {
      const [row] = await t.handle.db
        .insert(accounts)
        .values({ accountName: `Account ${values.accountCode}`, ...values })
        .returning();
      return row!.id;
    },
    async detail(values: Partial<DetailValues> = {}) {
      serial += 1;
      const [row] = await t.handle.db
        .insert(hawalaDetails)
        .values({
          hawalaNo: `T-${Date.now().toString(36)}-${serial}`,
          senderName: 'Sender',
          receiverName: 'Receiver',
          receiverLocation: 'Kabul',
          amount: '100.00',
          currency: 'AFN',
          exchangeRate: '90',
          rAmount: '9000.00',
          transactionDate: '2026-03-01',
          ...values,
        })
        .returning();
      return row!;
    },
    /** Passes by cash unless the body says otherwise; the clerk records the receiver's ID, as the walk-in rule asks above its threshold. */
    pass: (id: number, body?: object, headers: Record<string, string> = {}) =>
      base.inject('POST', `/api/hawala/pass/${id}`, { ...recordedReceiverId, ...body }, cookie, headers),
    pending: (id: number) => base.inject('PUT', `/api/hawala/pending/${id}`),
    cancel: (id: number) => base.inject('PUT', `/api/hawala/cancel/${id}`),
    async status(id: number) {
      const [row] = await t.handle.db.select({ status: hawalaDetails.hawalaStatus }).from(hawalaDetails).where(eq(hawalaDetails.id, id));
      return row?.status;
    },
    /** Live payout transactions of one imported hawala. */
    async payouts(hawalaId: number) {
      return t.handle.db.select().from(transactions).where(eq(transactions.hawalaId, hawalaId));
    },
  };
}

export function expectMessage(response: { statusCode: number; body: string; json(): unknown }, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { message: string }).message).toBe(message);
}
