import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds } from '../transactions/test-support';
import { AFN, hawalaApi, USD } from './test-support';

/** The requests really race on the row lock: each has a connection of its own. */
describe('concurrent pass / pending / cancel of one hawala', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let clerks: ReturnType<typeof hawalaApi>[];
  let partner: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
    clerks = [api, hawalaApi(t, await t.cookieFor('user')), hawalaApi(t, await t.cookieFor('operator'))];
    partner = await api.fixedAccount({ accountCode: '2001', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  it('10 clerks passing the same hawala at once post exactly one payout; the others get 409', async () => {
    const hawala = await api.detail({ rAmount: '10000.00' });
    const before = await api.balances();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => clerks[i % clerks.length]!.pass(hawala.id)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(hawalaMessages.alreadyPassed);
    expect(await api.payouts(hawala.id)).toHaveLength(1);
    expect(await api.balances()).toEqual({ ...before, [`11:${AFN}`]: '10000.00', [`${partner}:${AFN}`]: '-10000.00' });
    await expectLedgerHolds(t);
  });

  it('passes, pendings and cancels racing on many hawalas leave at most one live payout each and the books balanced', async () => {
    const hawalas = await Promise.all(Array.from({ length: 6 }, () => api.detail({ rAmount: '100.00' })));
    const actions = hawalas.flatMap((h) => [
      () => clerks[0]!.pass(h.id),
      () => clerks[1]!.pending(h.id),
      () => clerks[2]!.pass(h.id),
      () => clerks[0]!.cancel(h.id),
      () => clerks[1]!.pass(h.id),
    ]);
    const responses = await Promise.all(actions.map((run) => run()));
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    for (const h of hawalas) {
      const payouts = await api.payouts(h.id);
      const status = await api.status(h.id);
      expect(payouts.length, `${h.id} ${status}`).toBe(status === 'Passed' ? 1 : 0);
    }
    await expectLedgerHolds(t);
  });
});
