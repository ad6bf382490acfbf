import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CommissionPreview, CommissionRun } from '@sarafi/core';
import { accounts, ledgerEntries } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';

/** Commission test helpers: hawalas imported and passed as the hawala tests do, every commission call through the API. */
export function commissionApi(t: TestApp, cookie: string) {
  const hawala = hawalaApi(t, cookie);
  const { inject } = hawala;
  return {
    ...hawala,
    /** An imported hawala of the partner (by its code) passed by cash now: its payout is dated the shop's today. */
    async paid(partnerCode: string, currency: string, rAmount: string) {
      const detail = await hawala.detail({ senderCode: partnerCode, currency, rAmount, exchangeRate: null });
      const response = await hawala.pass(detail.id);
      expect(response.statusCode, response.body).toBe(200);
      return detail.id;
    },
    setRates: (partnerId: number, rates: object[], as = cookie) => inject('PUT', `/api/partners/${partnerId}/commission-rates`, { rates }, as),
    rates: (partnerId: number, as = cookie) => inject('GET', `/api/partners/${partnerId}/commission-rates`, undefined, as),
    preview: (partnerId: number, from: string, to: string, as = cookie) => inject('POST', `/api/partners/${partnerId}/commission-runs/preview`, { from, to }, as),
    run: (partnerId: number, from: string, to: string, as = cookie, headers: Record<string, string> = {}) =>
      inject('POST', `/api/partners/${partnerId}/commission-runs`, { from, to }, as, headers),
    reverse: (runId: number, reason: string, as = cookie) => inject('POST', `/api/commission-runs/${runId}/reverse`, { reason }, as),
    runs: (partnerId: number, as = cookie) => inject('GET', `/api/partners/${partnerId}/commission-runs`, undefined, as),
    async posted(partnerId: number, from: string, to: string) {
      const response = await inject('POST', `/api/partners/${partnerId}/commission-runs`, { from, to });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as CommissionRun;
    },
    async previewed(partnerId: number, from: string, to: string) {
      const response = await inject('POST', `/api/partners/${partnerId}/commission-runs/preview`, { from, to });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as CommissionPreview;
    },
    /** Σ of an account's ledger entries in one currency, read from the entries themselves rather than the kept balance. */
    async entriesSum(accountId: number, currencyId: number) {
      const [row] = await t.handle.db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(20,2)::text` })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.accountId} = ${accountId} and ${ledgerEntries.currencyId} = ${currencyId}`);
      return row!.total;
    },
    async accountIdOf(code: string) {
      const [row] = await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code));
      return row?.id;
    },
  };
}
