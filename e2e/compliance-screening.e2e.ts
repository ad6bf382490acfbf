/**
 * Sanctions screening (docs/decisions.md, Compliance: sanctions screening), in Dari: the owner imports the UN list,
 * a partner's sheet with a listed receiver's spelling variant is imported and that row held — Pass refuses it —
 * the owner compares both records on the review queue, releases it with a note, and the hawala is then passed on the
 * Pass Hawala screen; the partner's ID has lapsed, so the pass shows the expired-ID warning as a voucher does.
 */
import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, defaultShopTimeZone, shopDate, type Account, type HawalaDetail, type ScreeningReview } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { expectNotice, PassHawalaScreen } from './support/pages/hawala';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { translate } from './support/i18n';
import { useServer } from './support/server';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const owner = { username: 'screening-owner', password: 'screening-owner-pass-1' };
let api: ApiClient;
const partnerIdExpiry = addCalendarDays(shopDate(new Date(), defaultShopTimeZone), -1);

const sheet = (rows: string[][]) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'], ...rows]), 'Hawalas');
  return new Blob([new Uint8Array(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]);
};

beforeAll(async () => {
  const admin = await app.adminApi();
  await admin.createUser({ ...owner, email: 'screening-owner@sarafi.example', role: 'admin', fullName: 'حاجی نور' });
  api = await ApiClient.login(app.baseUrl, owner);
  await api.call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
  const currencies = await api.currencies();
  await api.call('POST', '/api/account-number-settings', { currency: 'AFN', startNumber: 2001 });
  const partner = await api.call<Account>('POST', '/api/accounts', {
    accountName: 'London Partner', currencyId: currencies.find((c) => c.code === 'AFN')!.id, accountType: 'hawala_partner', idType: 'passport', idNumber: 'P-LON-1', idExpiryDate: partnerIdExpiry,
  });
  expect(partner.accountCode).toBe('2001');
  const list = new FormData();
  list.append('source', 'un');
  list.append('file', new Blob([new Uint8Array(readFileSync(new URL('../apps/server/src/modules/screening/fixtures/un-consolidated-list.xml', import.meta.url)))]), 'consolidated.xml');
  await api.upload('/api/compliance/sanctions-lists', list);
});

describe('compliance screening', () => {
  it('holds an imported row for a listed name; reviewed and released in Dari, it is then passed', { timeout: 120_000 }, async () => {
    const form = new FormData();
    form.append('file', sheet([
      ['SCR-1', 'John Smith', 'Mohammed Hassan Akhoond', '100', '85', 'AFN', '8500', 'Kabul', '1', '100'],
      ['SCR-2', 'Sarah Jones', 'Mariam Noori', '100', '85', 'AFN', '8500', 'Herat', '1', '100'],
    ]), 'sheet.xlsx');
    const result = await api.upload<{ importedCount: number; heldCount: number }>('/api/hawala/import', form);
    expect(result).toMatchObject({ importedCount: 2, heldCount: 1 });
    const held = (await api.get<HawalaDetail[]>('/api/hawala-details')).find((h) => h.hawalaNo === 'SCR-1')!;
    await expect(api.call('POST', `/api/hawala/pass/${held.id}`, {})).rejects.toMatchObject({ status: 409 });

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/compliance/reviews');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    await shown(page.getByRole('heading', { level: 1, name: fa.screening.reviews.title }));
    const card = page.getByTestId('screening-review').filter({ hasText: 'Mohammed Hassan Akhoond' });
    await shown(card);
    await shown(card.getByText('TAi.902'));
    await shown(card.getByText('ملا محمد حسن آخوند'));
    await screenshot(page, 'compliance-screening-review');

    await card.getByRole('button', { name: fa.screening.reviews.release }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(fa.screening.reviews.note).fill('تذکره دیده شد؛ شخص دیگری است');
    await dialog.getByRole('button', { name: fa.screening.reviews.release }).click();
    await expectToast(page, 'success', fa.screening.reviews.released, fa);
    const reviews = await api.get<{ reviews: ScreeningReview[] }>('/api/compliance/reviews');
    expect(reviews.reviews.find((r) => r.subject.label === 'SCR-1')).toMatchObject({ status: 'released', note: 'تذکره دیده شد؛ شخص دیگری است', decidedBy: owner.username });

    await dismissToasts(page);

    const passing = new PassHawalaScreen(page, fa);
    await passing.open();
    await passing.search('SCR-1');
    await passing.select('SCR-1');
    const passed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/hawala/pass/${held.id}`);
    await passing.button(fa.hawala.pass.confirm).click();
    expect((await passed).status()).toBe(200);
    await expectNotice(page, 'success', fa.hawala.pass.passed, fa.hawala.pass.passedText);
    const warning = await shown(page.locator('[data-sonner-toast][data-type="warning"]'));
    expect(await warning.locator('[data-title]').textContent()).toBe(fa.transactions.postedWithWarning);
    expect(await warning.locator('[data-description]').textContent()).toBe(translate(fa, 'errors.kyc.idExpired', { account: '2001 London Partner', expiry: partnerIdExpiry }));
    await screenshot(page, 'compliance-screening-passed', { fullPage: false });
    expect((await api.get<HawalaDetail[]>('/api/hawala-details')).find((h) => h.hawalaNo === 'SCR-1')).toMatchObject({ hawalaStatus: 'Passed' });
  });
});
