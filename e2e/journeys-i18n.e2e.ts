import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, HawalaDetail, Language, Transaction } from '@sarafi/core';
import { amountWords } from '../apps/web/src/i18n/amount-words';
import { ApiClient } from './support/api';
import { screenshot, useBrowser } from './support/browser';
import { catalogues, rtl, translate } from './support/i18n';
import { expectNotice, hawalaFixture, ImportHawalaScreen, PassHawalaScreen } from './support/pages/hawala';
import { LoginScreen } from './support/pages/login';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';
import { useServer } from './support/server';
import { eventually, shown } from './support/wait';

/**
 * The proof (docs/decisions.md, Web and i18n): the main journeys — sign in, create an account, post a transfer, import and pass a hawala, print a
 * receipt — the same steps in English, Dari and Pashto, through the screens, with every label, button and toast
 * taken from that language's catalogue. One server; each language has its own clerk, accounts and hawalas.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);

const languages: Language[] = ['en', 'fa-AF', 'ps'];
/** Each language's own records: hawala numbers, user and account names. */
const records: Record<Language, { tag: string; username: string; holder: string; payer: string }> = {
  en: { tag: 'EN', username: 'clerk_en', holder: 'Zarghona Rahimi', payer: 'Karim Afghani' },
  'fa-AF': { tag: 'FA', username: 'clerk_fa', holder: 'زرغونه رحیمی', payer: 'کریم افغانی' },
  ps: { tag: 'PS', username: 'clerk_ps', holder: 'ښکلا وردګ', payer: 'ګل‌محمد ځدراڼ' },
};
const password = 'journeys-pass-1';

/** dari.xlsx (four hawalas, DR-1001 … DR-1004, Dari and Pashto names) renumbered per language, so each imports anew. */
const files = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-journeys-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));
function hawalaSheet(tag: string): { file: string; numbers: string[] } {
  const book = XLSX.read(readFileSync(hawalaFixture('dari.xlsx')));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  const renumbered = rows.map((row) => row.map((cell) => (typeof cell === 'string' && /^DR-\d+$/.test(cell) ? cell.replace('DR-', `${tag}-`) : cell)));
  const out = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet(renumbered), book.SheetNames[0]);
  const file = path.join(files, `hawala-${tag.toLowerCase()}.xlsx`);
  writeFileSync(file, XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return { file, numbers: ['1001', '1002', '1003', '1004'].map((n) => `${tag}-${n}`) };
}

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await page.waitForFunction(([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d, [lang, dir] as const);
}

const posted = (page: Page, pathname: string) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === pathname);

let admin: ApiClient;
beforeAll(async () => {
  admin = await app.adminApi();
  // Pass pays out from the hawala's sender partner, account 2001: the first PKR account, by its number setting.
  await admin.call('POST', '/api/account-number-settings', { currency: 'PKR', startNumber: 2001 });
  const pkr = (await admin.currency('PKR'))!;
  const partner = await admin.call<Account>('POST', '/api/accounts', { accountName: 'London Partner', currencyId: pkr.id, accountType: 'hawala_partner' });
  expect(partner.accountCode).toBe('2001');
});

describe.each(languages)('the main journeys in %s', (language) => {
  const t = catalogues[language];
  const own = records[language];
  const dir = rtl(language) ? 'rtl' : 'ltr';
  /** The amount in words as the app shows it in a form box: the language's words, else SPEC's English. */
  const words = (amount: string) => {
    const both = amountWords(amount, language);
    return { ...both, shown: both.local || both.english };
  };

  it('signs in, creates an account, posts a transfer, imports and passes a hawala, and prints a receipt', { timeout: 120_000 }, async () => {
    // The clerk's language is stored on the server; a fresh browser's login screen is English.
    await admin.createUser({ username: own.username, email: `${own.username}@sarafi.example`, password, role: 'admin', fullName: own.holder });
    const clerkApi = await ApiClient.login(app.baseUrl, { username: own.username, password });
    await clerkApi.call('PUT', '/api/auth/me/preferences', { language });
    const afn = (await admin.currency('AFN'))!;
    const payer = await admin.call<Account>('POST', '/api/accounts', { accountName: own.payer, currencyId: afn.id, accountType: 'customer' });

    // 1. Sign in through the form: the app comes up in the clerk's language and direction.
    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    await expectDocument(page, 'en', 'ltr');
    await login.signIn({ username: own.username, password }, t);
    await expectDocument(page, language, dir);
    await shown(page.getByRole('link', { name: t.menu.transfer, exact: true }));

    // 2. A new account through the form; the toast names its code.
    await page.goto('/accounts/new');
    await expectDocument(page, language, dir);
    await shown(page.getByRole('heading', { level: 1, name: t.accounts.title }));
    expect(await page.getByLabel(t.accounts.accountCode, { exact: true }).inputValue()).toBe(t.accounts.autoGenerated);
    await page.getByLabel(t.accounts.accountName, { exact: true }).fill(own.holder);
    await page.getByLabel(t.accounts.phone, { exact: true }).fill('+93 70 555 1234');
    await page.getByLabel(t.accounts.currency, { exact: true }).selectOption(String(afn.id));
    await page.getByLabel(t.accounts.types.customer, { exact: true }).check();
    const created = posted(page, '/api/accounts');
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    const holder = (await (await created).json()) as Account;
    await expectNotice(page, 'success', t.common.success, translate(t, 'accounts.created', { code: holder.accountCode }));
    await eventually(async () => expect(await page.getByLabel(t.accounts.accountCode, { exact: true }).inputValue()).toBe(holder.accountCode));
    expect(await admin.get<Account>(`/api/accounts/${holder.id}`)).toMatchObject({ accountName: own.holder, currency: 'AFN', accountType: 'customer' });
    await dismissToasts(page);

    // 3. A transfer of 2,500 AFN from the payer's account into the new one.
    await page.goto('/transactions/transfer');
    await shown(page.getByRole('heading', { level: 1, name: t.transactions.transfer.title }));
    const debitSide = panel(page, t.transactions.transfer.debitSide);
    const creditSide = panel(page, t.transactions.transfer.creditSide);
    await pickAccount(page, debitSide.getByRole('combobox', { name: t.transactions.transfer.debitAccount }), payer.accountCode, `${payer.accountCode} - ${own.payer}`);
    await pickAccount(page, creditSide.getByRole('combobox', { name: t.transactions.transfer.creditAccount }), holder.accountCode, `${holder.accountCode} - ${own.holder}`);
    await debitSide.getByLabel(t.transactions.amount, { exact: true }).fill('2500');
    await page.getByLabel(t.transactions.transfer.debitNarrative, { exact: true }).fill(`Rent ${own.tag}`);
    expect(await page.getByLabel(t.transactions.transfer.creditNarrative, { exact: true }).inputValue()).toBe(`Rent ${own.tag}`);
    expect(await page.getByLabel(t.transactions.amountDescription, { exact: true }).inputValue()).toBe(words('2500').shown);
    await screenshot(page, `journeys-transfer-${language}`);
    const transfer = posted(page, '/api/transactions');
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    const transferId = ((await (await transfer).json()) as Transaction).id;
    await expectToast(page, 'success', t.transactions.transfer.created, t);
    const intoHolder = await admin.get<Transaction[]>(`/api/transactions?account=${holder.id}`);
    expect(intoHolder.find((x) => x.id === transferId)).toMatchObject({
      transType: 'Transfer',
      outAccountId: payer.id,
      inAccountId: holder.id,
      dAmount: '2500.00',
      transDescription: `Rent ${own.tag}`,
    });
    await dismissToasts(page);

    // 4. Import the hawala spreadsheet, then pass one of its hawalas in cash.
    const sheet = hawalaSheet(own.tag);
    const importing = new ImportHawalaScreen(page, t);
    await importing.open('London Partner');
    await importing.choose(sheet.file);
    expect(await importing.preview()).toEqual(sheet.numbers);
    expect(await importing.importFromPreview(sheet.numbers.length)).toBe(t.hawala.import.result.success);
    expect(await page.getByTestId('imported-count').textContent()).toBe(String(sheet.numbers.length));

    const passing = new PassHawalaScreen(page, t);
    const [hawalaNo] = sheet.numbers as [string];
    await passing.open();
    await passing.search(hawalaNo);
    await passing.select(hawalaNo);
    await passing.button(t.hawala.pass.confirm).click();
    await expectNotice(page, 'success', t.hawala.pass.passed, t.hawala.pass.passedText);
    // The payout's receipt opens: the receiver's slip of this hawala.
    const slip = page.getByRole('dialog').getByRole('article', { name: t.receipts.payoutSlip });
    await shown(slip.getByText(hawalaNo, { exact: true }));
    await page.getByRole('dialog').getByRole('button', { name: t.common.close, exact: true }).first().click();
    await shown(passing.button(t.hawala.pass.alreadyPassed));
    await eventually(async () => expect(await passing.statusOf(hawalaNo)).toBe('Passed'));
    await eventually(async () => {
      const stored = (await admin.get<HawalaDetail[]>('/api/hawala-details')).filter((h) => h.hawalaNo.startsWith(`${own.tag}-`));
      expect(Object.fromEntries(stored.map((h) => [h.hawalaNo, h.hawalaStatus]))).toEqual(
        Object.fromEntries(sheet.numbers.map((no) => [no, no === hawalaNo ? 'Passed' : 'Pending'])),
      );
    });
    await dismissToasts(page);

    // 5. A debit voucher out of the new account: the receipt dialog, then the print window.
    await page.goto('/transactions/debit');
    await shown(page.getByRole('heading', { level: 1, name: t.transactions.debit.title }));
    await pickAccount(page, page.getByRole('combobox', { name: t.transactions.account }), holder.accountCode, `${holder.accountCode} - ${own.holder}`);
    await page.getByLabel(t.transactions.narrative, { exact: true }).fill(`Cash ${own.tag}`);
    await page.getByLabel(t.transactions.amount, { exact: true }).fill('1234.5');
    await page.getByLabel(t.transactions.narrative, { exact: true }).focus();
    expect(await page.getByLabel(t.transactions.amountInWords, { exact: true }).inputValue()).toBe(words('1234.5').shown);
    const debit = posted(page, '/api/transactions');
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    const voucher = (await (await debit).json()) as Transaction;
    expect(voucher).toMatchObject({ transType: 'Debit', outAccountId: holder.id, dAmount: '1234.50' });
    // The receipt reads the stored amount, its decimals digit by digit (1,234.50: '… Point Five Zero').
    const amount = words(voucher.dAmount);
    await expectToast(page, 'success', t.transactions.debit.created, t);
    const receipt = page.getByRole('dialog');
    // The Debit screen starts on cash out: the receipt says the cash was paid, in the page's words, over its SPEC kind.
    const paper = receipt.getByRole('article', { name: `${t.receipts.cashTitle.out} — ${t.receipts.debitVoucher}`, exact: true });
    await shown(paper);
    await shown(paper.getByRole('heading', { name: t.receipts.cashTitle.out }));
    await shown(paper.getByText(t.receipts.paidTo, { exact: true }));
    await shown(paper.getByText(`Cash ${own.tag}`));
    // Every receipt spells the amount in its own language only (docs/decisions.md, Receipts): no English words on a Dari or Pashto one.
    await shown(paper.getByText(t.receipts.amountInWords, { exact: true }));
    await shown(paper.getByText(amount.shown, { exact: true }));
    if (amount.local) expect(await paper.getByText(amount.english, { exact: true }).count()).toBe(0);
    await dismissToasts(page);
    await screenshot(page, `journeys-receipt-${language}`, { fullPage: false });

    const popup = page.waitForEvent('popup');
    await receipt.getByRole('button', { name: t.receipts.print, exact: true }).click();
    const printWindow = await popup;
    expect(new URL(printWindow.url()).pathname).toBe(`/print/receipt/${voucher.id}`);
    await shown(printWindow.getByRole('article', { name: `${t.receipts.cashTitle.out} — ${t.receipts.debitVoucher}`, exact: true }));
    await expectDocument(printWindow, language, dir);
    if (amount.local) await shown(printWindow.getByText(amount.local, { exact: true }));
    await printWindow.setViewportSize({ width: 320, height: 700 });
    await printWindow.screenshot({ path: `screenshots/journeys-receipt-print-${language}.png`, fullPage: true, animations: 'disabled' });
    await printWindow.close();
  });
});
