/**
 * A suspicious-activity case (docs/decisions.md, Compliance: suspicious-activity cases) for an owner who reads Dari:
 * opened from a transaction's history, a note added, the report marked filed with FinTRACA's reference, and the STR
 * draft downloaded in Dari — all by keyboard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { Account, CaseDetail } from '@sarafi/core';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { useServer } from './support/server';
import { pickAccount } from './support/pages/transactions';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const owner = { username: 'cases-owner', password: 'cases-owner-pass-1' };
const fa = faAF.compliance.cases;
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A catalogue text with its `{{id}}` filled in, as the page shows it: the value wrapped in bidi isolates. */
const filled = (template: string, id: number) => new RegExp(`^${template.split('{{id}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(`\\W*${id}\\W*`)}$`);

/** The case the page shows, as the server stores it. */
async function ownerApiOf(page: Page) {
  const caseId = Number(page.url().split('/').pop());
  return (await ApiClient.login(app.baseUrl, owner)).get<CaseDetail>(`/api/compliance/cases/${caseId}`);
}

/** Latin words in a text, besides the ones the screen shows as they are (usernames, a reference). */
const englishWords = (text: string, allowed: string[]) => (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.includes(word));

describe('a suspicious-activity case in Dari', () => {
  beforeAll(async () => {
    const admin = await app.adminApi();
    await admin.createUser({ ...owner, email: 'cases-owner@sarafi.example', role: 'admin', fullName: 'حاجی نور' });
    await (await ApiClient.login(app.baseUrl, owner)).call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
  });

  it('opens a case on a transaction, adds a note, files it and downloads the STR draft', { timeout: 120_000 }, async () => {
    const admin = await app.adminApi();
    const ownerApi = await ApiClient.login(app.baseUrl, owner);
    const afn = (await admin.currency('AFN'))!;
    const customer = await admin.call<Account>('POST', '/api/accounts', { accountName: 'کریم', fatherName: 'رحیم', tazkiraNumber: '1400-0101-00001', currencyId: afn.id, accountType: 'customer' });
    const deposit = await admin.call<{ id: number }>('POST', '/api/transactions', {
      transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: afn.id, dAmount: '480000', transDescription: 'نقد',
    });

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/transactions/search');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: faAF.search.search, exact: true }).click();
    const history = await shown(page.getByRole('button', { name: filled(faAF.search.historyOf, deposit.id) }));
    await history.focus();
    await page.keyboard.press('Enter');
    const fromTransaction = await shown(page.getByRole('link', { name: fa.fromTransaction }));
    await fromTransaction.focus();
    await page.keyboard.press('Enter');

    // The form comes filled with the transaction; the grounds are the officer's words.
    await shown(page.getByRole('heading', { level: 1, name: fa.title }));
    expect(await page.getByLabel(fa.transactionIds).inputValue()).toBe(String(deposit.id));
    await page.getByLabel(fa.grounds).focus();
    await page.keyboard.type('واریز نقدی بزرگ بدون منبع معلوم');
    await screenshot(page, 'compliance-case-form-fa-AF');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/compliance\/cases\/\d+$/);
    const caseId = Number(page.url().split('/').pop());
    await shown(page.getByRole('heading', { level: 1, name: filled(fa.case, caseId) }));

    await page.getByLabel(fa.note).focus();
    await page.keyboard.type('با مشتری تماس گرفته شد؛ منبع پول را نگفت');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await shown(page.getByTestId('case-notes').getByText('با مشتری تماس گرفته شد؛ منبع پول را نگفت'));
    // Evidence: a scanned receipt, checked by its bytes.
    await page.getByTestId('case-attachment').setInputFiles({ name: 'رسید.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') });
    await shown(page.getByRole('link', { name: 'رسید.png' }));
    await screenshot(page, 'compliance-case-open-fa-AF');

    const file = page.getByTestId('case-file');
    await file.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel(fa.reference).fill('FT-STR-1');
    await page.keyboard.press('Enter');
    await shown(page.getByTestId('case-filed'));
    expect(await page.getByTestId('case-file').count()).toBe(0);
    const stored = await ownerApi.get<CaseDetail>(`/api/compliance/cases/${caseId}`);
    expect(stored).toMatchObject({ status: 'filed', reference: 'FT-STR-1', filedBy: owner.username, transactionIds: [deposit.id], notes: [{ author: owner.username }], attachments: [{ fileName: 'رسید.png', contentType: 'image/png' }] });
    expect(englishWords(await page.locator('main').innerText(), ['cases', 'owner', 'FT', 'STR', 'PDF', 'png'])).toEqual([]);
    await screenshot(page, 'compliance-case-filed-fa-AF');

    // The STR draft is a workbook built on the server: more than a step's 10 s on a loaded 2-core machine.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('case-str').focus();
    await page.keyboard.press('Enter');
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`str_case_${caseId}.xlsx`);
    const book = XLSX.read(readFileSync((await saved.path())!));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['گزارش معاملهٔ مشکوک (پیش‌نویس)']);
    expect(rows.flat()).toEqual(expect.arrayContaining(['کریم', 'رحیم', 'تذکره', '1400-0101-00001', deposit.id, 480000, 'FT-STR-1']));

    await page.goto('/compliance/cases');
    await page.getByLabel(fa.show).selectOption('filed');
    await shown(page.getByRole('link', { name: filled(fa.case, caseId) }));
    await screenshot(page, 'compliance-cases-list-fa-AF');
  });

  it('reminds the owner on the dashboard of a case past its deadline, and takes them to the list by keyboard', { timeout: 120_000 }, async () => {
    // A case opened days ago is set up in the database: no screen opens a case in the past.
    const client = new pg.Client({ connectionString: app.server.databaseUrl });
    await client.connect();
    try {
      await client.query(`insert into compliance_cases (grounds, opened_at, opened_by_name, deadline) values ('نقد بزرگ', now() - interval '9 days', $1, to_char(now() - interval '4 days', 'YYYY-MM-DD'))`, [owner.username]);
    } finally {
      await client.end();
    }
    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/');
    const reminder = await shown(page.getByTestId('case-reminder'));
    expect(await reminder.innerText()).toMatch(new RegExp(fa.reminderOverdue_one.split('{{count}}').join('\\W*[1۱]\\W*')));
    expect(englishWords(await reminder.innerText(), [])).toEqual([]);
    await screenshot(page, 'compliance-case-reminder-fa-AF');
    await reminder.getByRole('link', { name: fa.openList }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/compliance\/cases$/);
  });

  it('opens a case on an account found by its name, and from View Account with the account chosen', { timeout: 120_000 }, async () => {
    const admin = await app.adminApi();
    const afn = (await admin.currency('AFN'))!;
    const customer = await admin.call<Account>('POST', '/api/accounts', { accountName: 'ظاهر', fatherName: 'نادر', currencyId: afn.id, accountType: 'customer' });
    const { page } = await browser.session();
    await signInViaApi(page, owner);

    await page.goto('/compliance/cases');
    await (await shown(page.getByRole('button', { name: fa.newCase }))).click();
    await pickAccount(page, page.getByRole('combobox', { name: fa.account }), 'ظاهر', 'ظاهر');
    await page.getByLabel(fa.grounds).fill('حساب بدون فعالیت که ناگهان پول زیاد گرفت');
    await screenshot(page, 'compliance-case-account-form-fa-AF');
    await page.getByRole('button', { name: fa.openCase }).click();
    await page.waitForURL(/\/compliance\/cases\/\d+$/);
    const byName = await ownerApiOf(page);
    expect(byName).toMatchObject({ accountId: customer.id, transactionIds: [] });

    await page.goto(`/accounts/view/${customer.id}`);
    await (await shown(page.getByRole('link', { name: faAF.compliance.cases.fromAccount }))).click();
    await expect.poll(() => page.getByRole('combobox', { name: fa.account }).inputValue()).toContain(customer.accountCode);
  });
});
