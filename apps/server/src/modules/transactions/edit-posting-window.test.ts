import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transactionApi } from './test-support';

const USD = 1;

/** An edit that moves a document to a later day meets the posting window as a new posting does (docs/decisions.md). */
describe('editing a posting into the future', () => {
  let t: TestApp;
  let clerk: ReturnType<typeof transactionApi>;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = transactionApi(t, await t.cookieFor('user'));
  });
  afterAll(() => t.close());

  it('is refused, and the document keeps its day', async () => {
    const from = await clerk.account('Ahmad', USD);
    const to = await clerk.account('Karim', USD);
    const doc = { transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: USD, dAmount: '10', transDescription: 'a', cTransDescription: 'b' };
    const posted = await clerk.post(doc);
    for (const transDate of ['9999-12-31', new Date(Date.parse(`${shopToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)]) {
      const refused = await clerk.put(posted.id, { ...doc, transDate, updatedAt: posted.updatedAt });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('books.dateBeyondWindow');
    }
    const kept = await clerk.put(posted.id, { ...doc, dAmount: '12', transDate: posted.transDate, updatedAt: posted.updatedAt });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().transDate).toBe(shopToday());
  });
});
