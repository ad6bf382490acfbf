import { describe, expect, it } from 'vitest';
import { amountInWords, formatCheckCode, type Account, type Receipt, type Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const en = catalogues.en;
const fa = catalogues['fa-AF'];

describe('settlements', () => {
  it('settles a partner’s USD debt in afghanis from the keyboard and prints its receipt, in English and Dari', { timeout: 60_000 }, async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const partner = await api.call<Account>('POST', '/api/accounts', { accountName: 'London Partner', currencyId: 1, accountType: 'partner' });
    // The shop paid 800 USD out for the partner: it owes the shop 800.
    await api.call('POST', '/api/settlements', { partnerAccountId: partner.id, counterAccountId: 11, direction: 'paid', currencyId: 1, amount: '800', narrative: 'Hawalas paid' });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    // Opened from the Partners screen's link: the partner is already chosen.
    await page.goto(`/transactions/settlement?partner=${partner.id}`);
    const partnerBox = page.getByRole('combobox', { name: en.settlements.partner });
    await expect.poll(() => partnerBox.inputValue(), { timeout: 10_000 }).toBe(`${partner.accountCode} - London Partner`);
    await page.getByLabel(en.settlements.amountIn.replace('{{currency}}', 'USD')).fill('500');
    await page.getByLabel(en.settlements.counterCurrency, { exact: true }).selectOption('2');
    await page.getByLabel(en.settlements.rate).fill('70');
    // In the screens' one money format (MoneyText), as the balances beside it.
    await shown(page.getByTestId('settlement-conversion').getByText('؋ 35,000.00'));
    await page.getByLabel(en.transactions.narrative).fill('Cash brought by the traveller');
    await screenshot(page, 'settlement-en');

    const posting = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/settlements');
    await page.keyboard.press('Control+s');
    const settled = (await (await posting).json()) as Transaction;
    await expectToast(page, 'success', en.settlements.created);
    expect(settled).toMatchObject({ transType: 'Settlement', outAccountId: 11, inAccountId: partner.id, dAmount: '35000.00', cAmount: '500.00', currencyId: 2, cCurrencyId: 1 });
    const receipt = page.getByRole('dialog', { name: en.receipts.title }).getByRole('article', { name: en.receipts.settlementReceipt });
    await shown(receipt.getByText(en.receipts.receivedFrom));
    await shown(receipt.getByText('500.00 USD', { exact: true }));
    await shown(receipt.getByText('35,000.00 AFN', { exact: true }));
    await shown(receipt.getByText(amountInWords('500'), { exact: true }));
    // After it the partner owes 300.00 USD.
    await shown(receipt.getByText('300.00 USD owed by'));
    // The focus is back in the first field of a cleared form, ready for the next settlement.
    await dismissToasts(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    const stored = await api.call<Transaction[]>('GET', '/api/transactions?type=settlement');
    expect(stored.map((t) => t.id)).toContain(settled.id);

    // Dari: the screen and the reprinted receipt, with no English left but codes.
    expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF', calendar: 'solar-hijri' } })).status()).toBe(200);
    await page.goto(`/transactions/settlement?partner=${partner.id}`);
    await shown(page.getByRole('heading', { name: fa.settlements.title, exact: true }));
    // The currency picker names the currency in Dari, not by the currency table's English name ('US Dollar').
    const counterCurrency = page.getByLabel(fa.settlements.counterCurrency, { exact: true });
    await expect.poll(() => counterCurrency.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(`USD — ${fa.receipts.currencyNames.USD}`);
    await screenshot(page, 'settlement-fa-AF');
    await page.goto(`/transactions/search?id=${settled.id}`);
    await page.locator(`button[title="${fa.receipts.reprint}"]`).click();
    const faReceipt = page.getByRole('dialog', { name: fa.receipts.reprintTitle }).getByRole('article', { name: fa.receipts.settlementReceipt });
    await shown(faReceipt.getByText(fa.receipts.receivedFrom));
    // Latin letters left are codes and what people typed: account codes and names, the narrative, the user. The drawer
    // is the shop's own account and reads in Dari ('Cash at Shop' is only its stored name).
    // The check code and the check page's address are codes too.
    const typed = new RegExp(`(${partner.accountCode}|AFN|USD|admin|London Partner|Cash brought by the traveller)`, 'g');
    const check = (await (await page.request.get(`/api/transactions/${settled.id}/receipt`)).json()) as Receipt;
    const text = (await faReceipt.innerText()).replace(formatCheckCode(check.checkToken), '').replace(`${new URL(check.checkUrl).host}/check`, '').replace(typed, '');
    expect(text.match(/[A-Za-z]+/g)).toBeNull();
    await screenshot(page, 'settlement-receipt-fa-AF', { fullPage: false });
  });
});
