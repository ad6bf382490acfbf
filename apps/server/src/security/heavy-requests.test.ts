import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@sarafi/core';
import { accounts, partnerReconciliations } from '../db/schema';
import { pngBytes } from '../modules/accounts/test-images';
import { multipart, sheetOf } from '../modules/hawala-import/test-support';
import { poolQueue, poolThreads } from '../lib/worker-pool';
import { createTestApp, type TestApp } from '../test/test-app';

/** More requests at once than the pool takes in (its threads and its queue), so some must be refused. */
const crowd = poolThreads + poolQueue + 14;
const storedLines = 20_000;

/** A kept run of `storedLines` lines a side, each pair matched by hawala number: megabytes of stored JSON text. */
function storedRun(accountId: number) {
  const line = (i: number, ref: number) => ({ ref, hawalaNo: `H-${String(i).padStart(6, '0')}`, date: '2026-05-03', currency: 'USD', amount: `${100 + (i % 900)}.50` });
  const theirs = Array.from({ length: storedLines }, (_, i) => line(i, i + 2));
  const ours = Array.from({ length: storedLines }, (_, i) => line(i, i + 1));
  const matched = theirs.map((_, i) => ({ rule: 'hawalaNo' as const, theirs: [i], ours: [i] }));
  return {
    accountId,
    fromDate: '2026-05-01',
    toDate: '2026-05-31',
    toleranceDays: 3,
    fileName: 'partner.xlsx',
    sign: 'mirror',
    counts: { matched: storedLines, mismatched: 0, onlyTheirs: 0, onlyOurs: 0 },
    balanced: null,
    totals: { totals: [], balances: [] },
    result: { theirs, ours, matched, mismatched: [], onlyTheirs: [], onlyOurs: [], skipped: [], skippedCount: 0 },
  };
}

/** A partner's sheet with the hawala template's header, mapped by two of its columns; none of its lines is ours. */
const sheetLines = 2_000;
const partnerSheet = sheetOf(Array.from({ length: sheetLines }, (_, i) => [`S-${i}`, 'Wali', '2026-05-03', 100 + i]));
const mapping = { hawalaNo: 'Trans No', date: 'Receiver Name', amount: 'Amount', debit: null, credit: null, currency: null, balance: null, defaultCurrency: 'USD', sign: 'auto' };
const runForm = { mapping: JSON.stringify(mapping), from: '2026-05-01', to: '2026-05-31', toleranceDays: '3' };

/** A 2048 × 2048 PNG of 16-bit RGBA zeros: about 32 KB that inflate to 32 MB, the most the logo check allows. */
function inflatingPng(): Buffer {
  const side = 2048;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([16, 6, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((1 + side * 8) * side), { level: 9 });
  return Buffer.concat([pngBytes.subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Fires `count` requests at once and asks for /api/health while they are in flight: it must answer 200 before they
 * have all finished, and each of them is either done or refused with 503, a Retry-After and the coded busy message.
 */
async function underLoad(count: number, send: () => Promise<LightMyRequestResponse>, t: TestApp) {
  let finished = 0;
  const inFlight = Array.from({ length: count }, () => send().finally(() => finished++));
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  const finishedWhenHealthAnswered = finished;
  const responses = await Promise.all(inFlight);
  expect(health.statusCode, health.body).toBe(200);
  expect(finishedWhenHealthAnswered).toBeLessThan(count);
  const refused = responses.filter((r) => r.statusCode === 503);
  for (const response of refused) {
    expect([response.headers['retry-after'], response.json()]).toEqual(['5', { message: serverMessages.busy, code: 'busy' }]);
  }
  const done = responses.filter((r) => r.statusCode !== 503);
  expect(done.length).toBeGreaterThan(0);
  return { done, refused };
}

describe('heavy requests run off the request thread, a few at a time: the server keeps answering and never times out its pool', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let runId: number;
  let partnerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
    const [partner] = await t.handle.db.insert(accounts).values({ accountCode: '2001', accountName: 'Partner', currencyId: 1, accountType: 'partner' }).returning();
    const [run] = await t.handle.db.insert(partnerReconciliations).values(storedRun(partner!.id)).returning({ id: partnerReconciliations.id });
    runId = run!.id;
    partnerId = partner!.id;
  });
  afterAll(() => t.close());

  it('re-reads of a large kept reconciliation, many at once by a clerk, each answer the whole run or 503 busy', async () => {
    const { done } = await underLoad(crowd, () => t.app.inject({ method: 'GET', url: `/api/reconciliations/${runId}`, headers: { cookie: user } }), t);
    for (const response of done) {
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const body = response.json();
      expect([body.id, body.counts.matched, body.theirs.length, body.ours.length, body.matched[storedLines - 1]]).toEqual([runId, storedLines, storedLines, storedLines, { rule: 'hawalaNo', theirs: [storedLines - 1], ours: [storedLines - 1] }]);
    }
  });

  it('reconciliation runs of a partner sheet, many at once, each answer their matching or 503 busy', async () => {
    const send = () => {
      const body = multipart([...Object.entries(runForm).map(([name, value]) => ({ name, value })), { name: 'file', fileName: 'partner.xlsx', data: partnerSheet }]);
      return t.app.inject({ method: 'POST', url: `/api/partners/${partnerId}/reconciliations`, headers: { cookie: user, ...body.headers }, payload: body.payload });
    };
    const { done } = await underLoad(crowd, send, t);
    for (const response of done) expect([response.statusCode, response.json().counts], response.body.slice(0, 200)).toEqual([200, { matched: 0, mismatched: 0, onlyTheirs: sheetLines, onlyOurs: 0 }]);
  });

  it('logo uploads that inflate to 32 MB, many at once, are each checked or answered 503 busy', async () => {
    const logo = `data:image/png;base64,${inflatingPng().toString('base64')}`;
    const letterhead = { name: 'Kabul Sarafi', address: 'Shahr-e Naw', phones: '+93 700 000 000', logo };
    const { done, refused } = await underLoad(crowd, () => t.app.inject({ method: 'PUT', url: '/api/settings/letterhead', headers: { cookie: admin }, payload: letterhead }), t);
    for (const response of done) expect([response.statusCode, response.json().logo], response.body.slice(0, 200)).toEqual([200, logo]);
    // More arrived at once than the pool's threads and queue hold: the rest were turned away, not left to pile up.
    expect(refused.length).toBeGreaterThan(0);
  });
});
