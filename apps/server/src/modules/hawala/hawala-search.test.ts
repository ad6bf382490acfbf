import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hawalaDetails, hawalas } from '../../db/schema';
import { holdsTyped } from '../../db/search-keys';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/decisions.md, Hawala, hawalas: number, sender and receiver of imported (GET /api/hawala-details) and created
 * (GET /api/hawala) hawalas, folded by the same rule as the account search (ي/ی, ك/ک, ة/ه, harakat, digit scripts).
 */
describe('hawala search', () => {
  let t: TestApp;
  let cookie: string;
  const people = [
    { number: 'LN-7001', sender: 'John Smith', receiver: 'كريم سلطاني' },
    { number: 'HWL-۱۰۰۲', sender: 'مُحَمَّد علي', receiver: 'Wali Hakimi' },
    { number: 'KB-3003', sender: 'فاطمة', receiver: 'Zarghona' },
  ];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('user');
    await t.handle.db.insert(hawalaDetails).values(people.map((p) => ({ hawalaNo: p.number, senderName: p.sender, receiverName: p.receiver, amount: '100.00' })));
    await t.handle.db
      .insert(hawalas)
      .values(people.map((p) => ({ hawalaNumber: p.number, senderName: p.sender, receiverName: p.receiver, amount: '100.00', currency: 'AFN' })));
  });
  afterAll(() => t.close());

  const numbersFound = async (url: string, field: 'hawalaNo' | 'hawalaNumber', q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams({ q })}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Record<string, string>[]).map((h) => h[field]).sort();
  };
  const tables = [
    { name: 'imported hawalas', find: (q: string) => numbersFound('/api/hawala-details', 'hawalaNo', q) },
    { name: 'created hawalas', find: (q: string) => numbersFound('/api/hawala', 'hawalaNumber', q) },
  ];

  describe.each(tables)('$name', ({ find }) => {
    it('finds a hawala number whole, in part, in any case and in Persian digits', async () => {
      expect(await find('LN-7001')).toEqual(['LN-7001']);
      expect(await find('ln-70')).toEqual(['LN-7001']);
      expect(await find('kb-3003')).toEqual(['KB-3003']);
      expect(await find('HWL-1002')).toEqual(['HWL-۱۰۰۲']);
      expect(await find('۳۰۰۳')).toEqual(['KB-3003']);
    });

    it('finds the sender and the receiver by any part of their names, ignoring case', async () => {
      expect(await find('smith')).toEqual(['LN-7001']);
      expect(await find('John Smith')).toEqual(['LN-7001']);
      expect(await find('HAKIMI')).toEqual(['HWL-۱۰۰۲']);
      expect(await find('zarghona')).toEqual(['KB-3003']);
    });

    it('folds Arabic and Persian letter forms both ways: ي/ی, ك/ک, ة/ه', async () => {
      expect(await find('کریم')).toEqual(['LN-7001']);
      expect(await find('كريم سلطاني')).toEqual(['LN-7001']);
      expect(await find('علی')).toEqual(['HWL-۱۰۰۲']);
      expect(await find('فاطمه')).toEqual(['KB-3003']);
    });

    it('ignores harakat and tatweel on either side', async () => {
      expect(await find('محمد')).toEqual(['HWL-۱۰۰۲']);
      expect(await find('مُحمّد')).toEqual(['HWL-۱۰۰۲']);
      expect(await find('فاطـــمة')).toEqual(['KB-3003']);
    });

    it('never matches across two fields, and treats LIKE wildcards as text', async () => {
      expect(await find('Smith كريم')).toEqual([]);
      expect(await find('%')).toEqual([]);
      expect(await find('_')).toEqual([]);
    });
  });

  it('refuses a search text with a control character on both lists', async () => {
    for (const url of ['/api/hawala-details', '/api/hawala']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?q=a%1Fb`, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Search text cannot contain line breaks or control characters/);
    }
  });

  it('answers both searches from their trigram indexes', async () => {
    await t.handle.db.execute(sql`set enable_seqscan = off`);
    const imported = await t.handle.db.execute(sql`explain select id from hawala_details where ${holdsTyped(hawalaDetails.searchText, 'smith')}`);
    expect(JSON.stringify(imported)).toContain('hawala_details_search_trgm_idx');
    const created = await t.handle.db.execute(sql`explain select id from hawalas where ${holdsTyped(hawalas.searchText, 'smith')}`);
    expect(JSON.stringify(created)).toContain('hawalas_search_trgm_idx');
  });
});
