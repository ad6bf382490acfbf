import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import type { Account, Transaction } from '@sarafi/core';
import { sheetOf } from '../apps/server/src/modules/hawala-import/test-support';
import { ApiClient } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { importPartnerId } from './support/import-partner';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';
import { expectToast } from './support/pages/toasts';
import { PassHawalaScreen } from './support/pages/hawala';
import { pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** Each sets window.__xss if the browser ever treats it as markup; the CSP would block most, so that is checked too. */
const img = '<img src=x onerror="window.__xss=1">';
const script = '<script>window.__xss=2</script>';
const svg = '"><svg onload="window.__xss=3">';
const payload = `${img}${script}`;

interface Watch {
  dialogs: string[];
  blocked: string[];
}

/** Any alert/confirm, and any CSP report (the browser parsed the text as HTML and only the policy saved us). */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], blocked: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) seen.blocked.push(message.text());
  });
  return seen;
}

/** The payload is on screen as literal text, and nothing of it became an element or ran. */
async function expectInert(page: Page, seen: Watch, where: string, text = payload) {
  await shown(page.getByText(text, { exact: false }).first());
  // Give an onerror handler time to fire: the broken image would load (and fail) right away.
  await page.waitForTimeout(300);
  const dom = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: number }).__xss,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedSvgs: document.querySelectorAll('svg[onload]').length,
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
  }));
  expect(dom, where).toEqual({ xss: undefined, injectedImages: 0, injectedSvgs: 0, injectedScripts: 0 });
  expect(seen.dialogs, where).toEqual([]);
  expect(seen.blocked, where).toEqual([]);
}

describe('user text is shown as text, never run, in every screen that displays it', () => {
  it('account view, list and statement; search results; receipt dialog and print page; hawala lists and detail', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const victim = await api.call<Account>('POST', '/api/accounts', {
      accountName: payload,
      lastName: svg,
      fatherName: script,
      address: payload,
      currencyId: 2,
      accountType: 'customer',
    });
    const other = await api.call<Account>('POST', '/api/accounts', { accountName: 'Plain Nadia', currencyId: 2, accountType: 'customer' });
    const moved = await api.call<Transaction>('POST', '/api/transactions', {
      transType: 'Transfer',
      outAccountId: victim.id,
      inAccountId: other.id,
      currencyId: 2,
      dAmount: '100',
      transDescription: payload,
      cTransDescription: payload,
    });
    const voucher = await api.call<Transaction>('POST', '/api/transactions', {
      transType: 'Debit',
      outAccountId: other.id,
      inAccountId: 11,
      currencyId: 2,
      dAmount: '25',
      transDescription: payload,
    });
    // Stored byte for byte: the check below is about rendering, not about the server rewriting text.
    expect((await api.get<Account>(`/api/accounts/${victim.id}`)).accountName).toBe(payload);
    expect(moved.transDescription).toBe(payload);
    await api.call('POST', '/api/hawala', { senderName: payload, receiverName: payload, amount: '100', currency: 'AFN', notes: payload });

    // An imported hawala (the pass screen lists imported ones): the spreadsheet's cells are the payload.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sheetOf([['XSS-1', payload, payload, 100, 1, 'AFN', 100, payload]]))]), 'xss.xlsx');
    form.append('transactionDate', new Date().toISOString().slice(0, 10));
    form.append('senderAccountId', await importPartnerId(api));
    const login = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const imported = await fetch(`${app.baseUrl}/api/hawala/import`, { method: 'POST', headers: { cookie }, body: form });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const { page, context } = await browser.session();
    const seen = watch(page);
    await signInViaApi(page, ADMIN);

    await page.goto(`/accounts/view/${victim.id}`);
    await expectInert(page, seen, 'account view');
    await expectInert(page, seen, 'account view: last name', svg);

    await page.goto('/accounts/edit');
    await expectInert(page, seen, 'account list');

    await page.goto(`/accounts/view/${victim.id}/statement`);
    await expectInert(page, seen, 'statement');

    await page.goto('/transactions/search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectInert(page, seen, 'search results');

    const printPage = await context.newPage();
    const printSeen = watch(printPage);
    await printPage.goto(`/print/receipt/${voucher.id}?width=80mm`);
    await expectInert(printPage, printSeen, 'print receipt page');
    await printPage.close();

    // The receipt dialog right after posting a debit voucher through the screen.
    await page.goto('/transactions/debit');
    await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), 'Plain Nad', `${other.accountCode} - Plain Nadia`);
    await page.getByLabel('Narrative').fill(payload);
    await page.getByLabel('Amount', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Debit transaction created successfully');
    await shown(page.getByRole('dialog').getByText(payload));
    await expectInert(page, seen, 'receipt dialog');

    const pass = new PassHawalaScreen(page);
    await pass.open();
    await expectInert(page, seen, 'pass hawala list');
    await pass.select('XSS-1');
    await expectInert(page, seen, 'pass hawala detail');

    await page.goto('/hawala-serial');
    await expectInert(page, seen, 'hawala serial screen (recent hawalas)');
  });
});
