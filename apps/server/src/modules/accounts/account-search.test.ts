import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountBalances, accounts } from '../../db/schema';
import { foldedText, phoneKey } from '../../db/search-keys';
import { createTestApp, type TestApp } from '../../test/test-app';

/** docs/decisions.md, Accounts: every findable field and script variant, through the one search every picker uses. */
describe('account search', () => {
  let t: TestApp;
  let cookie: string;
  const people = [
    { accountCode: 'AC1000', accountName: 'Ahmad', lastName: 'Hakimi', fatherName: 'Mahmood', phone: '+93 700 123 456', tazkiraNumber: '1400-0101-12345' },
    { accountCode: 'AC1001', accountName: 'Ahmad', lastName: 'Rahimi', fatherName: 'Yusuf', phone: '0799 555 111', tazkiraNumber: null },
    { accountCode: 'AC10', accountName: 'كريم', lastName: 'سلطاني', fatherName: 'عبد‌الله', phone: '0093 788 000 222', tazkiraNumber: '۱۳۹۸/۲۲۳۴۵' },
    { accountCode: 'AC2000', accountName: 'مُحَمَّد', lastName: 'فاطمة', fatherName: 'Karim', phone: null, tazkiraNumber: null },
    { accountCode: 'AC2001', accountName: 'Zarghona', lastName: null, fatherName: 'علي', phone: '۰۷۷۷-۴۴۴-۳۳۳', tazkiraNumber: null },
  ];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('user');
    await t.handle.db.insert(accounts).values(people.map((p) => ({ ...p, currencyId: 1 })));
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts?${new URLSearchParams({ q, limit: '20' })}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { accountCode: string }[]).map((a) => a.accountCode);
  };

  it('finds by last name and by father name, ignoring case', async () => {
    expect(await find('Hakimi')).toEqual(['AC1000']);
    expect(await find('hakimi')).toEqual(['AC1000']);
    expect(await find('mahmood')).toEqual(['AC1000']);
    expect(await find('karim')).toEqual(['AC2000']);
  });

  it('tells two people with the same first name apart by the words typed, in any order', async () => {
    expect(await find('ahmad')).toEqual(['AC1000', 'AC1001']);
    expect(await find('Ahmad Rahimi')).toEqual(['AC1001']);
    expect(await find('rahimi ahmad')).toEqual(['AC1001']);
    expect(await find('ahmad yusuf')).toEqual(['AC1001']);
  });

  it('folds Arabic and Persian letter forms both ways: ي/ی, ك/ک, ة/ه', async () => {
    expect(await find('کریم')).toEqual(['AC10']);
    expect(await find('كريم')).toEqual(['AC10']);
    expect(await find('فاطمه')).toEqual(['AC2000']);
    expect(await find('علی')).toEqual(['AC2001']);
  });

  it('ignores harakat, tatweel and zero-width joiners on either side', async () => {
    expect(await find('محمد')).toEqual(['AC2000']);
    expect(await find('مُحمّد')).toEqual(['AC2000']);
    expect(await find('محـــمد')).toEqual(['AC2000']);
    expect(await find('عبدالله')).toEqual(['AC10']);
    expect(await find('عبد‌الله')).toEqual(['AC10']);
  });

  it('finds a phone typed with Persian digits, spaces, dashes and any +93 / 0093 / 0 prefix', async () => {
    expect(await find('۰۷۰۰ ۱۲۳ ۴۵۶')).toEqual(['AC1000']);
    expect(await find('0700123456')).toEqual(['AC1000']);
    expect(await find('+93700-123-456')).toEqual(['AC1000']);
    expect(await find('0093 700 123 456')).toEqual(['AC1000']);
    expect(await find('123 456')).toEqual(['AC1000']);
    expect(await find('+93 788 000 222')).toEqual(['AC10']);
    expect(await find('0777444333')).toEqual(['AC2001']);
  });

  it('finds a tazkira number with or without its separators, in either digit script', async () => {
    expect(await find('1400-0101-12345')).toEqual(['AC1000']);
    expect(await find('1400010112345')).toEqual(['AC1000']);
    expect(await find('1398/22345')).toEqual(['AC10']);
    expect(await find('۱۳۹۸۲۲۳۴۵')).toEqual(['AC10']);
  });

  it('puts the account whose code is exactly the text first, then the others in order', async () => {
    expect(await find('AC10')).toEqual(['AC10', 'AC1000', 'AC1001']);
    expect(await find('ac10')).toEqual(['AC10', 'AC1000', 'AC1001']);
    expect(await find('AC1001')).toEqual(['AC1001']);
  });

  it('pages with the exact code first, each match once, and counts it once', async () => {
    const page = async (offset: number) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/accounts?q=ac10&limit=2&offset=${offset}`, headers: { cookie } });
      expect(response.headers['x-total-count']).toBe('3');
      return (response.json() as { accountCode: string }[]).map((a) => a.accountCode);
    };
    expect([...(await page(0)), ...(await page(2))]).toEqual(['AC10', 'AC1000', 'AC1001']);
    expect(await page(1)).toEqual(['AC1000', 'AC1001']);
  });

  it('finds nobody for text nobody has, and treats LIKE wildcards as text', async () => {
    expect(await find('Nobody')).toEqual([]);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it("carries each account's balance in its own currency, zero when it has none", async () => {
    const [hakimi] = await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, 'AC1000'));
    await t.handle.db.insert(accountBalances).values([
      { accountId: hakimi!.id, currencyId: 1, balance: '-1500.50' },
      { accountId: hakimi!.id, currencyId: 2, balance: '99.00' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts?q=ahmad&limit=5', headers: { cookie } });
    expect(response.json().map((a: { accountCode: string; balance: string }) => [a.accountCode, a.balance])).toEqual([
      ['AC1000', '-1500.50'],
      ['AC1001', '0'],
    ]);
  });

  it('answers a search from the trigram indexes, not a scan of every account', async () => {
    await t.handle.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.handle.db.execute(sql`explain select id from accounts where ${accounts.searchNames} like '%' || ${foldedText('hakimi')} || '%'`);
    expect(JSON.stringify(plan)).toContain('accounts_name_search_idx');
    const phonePlan = await t.handle.db.execute(sql`explain select id from accounts where ${accounts.searchPhone} like '%' || ${phoneKey('0700 123')} || '%'`);
    expect(JSON.stringify(phonePlan)).toContain('accounts_phone_search_idx');
  });
});
