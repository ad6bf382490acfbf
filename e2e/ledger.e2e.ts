import { describe, expect, it } from 'vitest';
import type { Account } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

describe('the ledger screens', () => {
  it('posts a debit with its 80 mm receipt, a credit, a reversed transfer and a USD→AFN exchange, and the statement agrees', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const make = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const karimAfn = await make('Karim Afghani', 2);
    const karimUsd = await make('Karim Dollar', 1);
    const nadia = await make('Nadia Afghani', 2);

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);

    // Debit (the screen's cash out): the shop pays Karim 1,500.50 AFN from the drawer, out of his account.
    await page.goto('/transactions/debit');
    await shown(page.getByRole('heading', { name: 'Debit' }));
    await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), 'Karim Afg', `${karimAfn.accountCode} - Karim Afghani`);
    expect(await page.getByLabel('Currency').isDisabled()).toBe(true);
    expect(await page.getByLabel('Currency').inputValue()).toBe('2');
    await page.getByLabel('Narrative').fill('<img src=x onerror=alert(1)>');
    await page.getByLabel('Amount', { exact: true }).fill('1,5a00.5');
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('1,500.5');
    await page.getByLabel('Narrative').focus();
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('1,500.5');
    expect(await page.getByLabel('Amount in Words').inputValue()).toBe('One Thousand Five Hundred Point Five');
    await screenshot(page, 'debit-filled');
    // A double click posts once: the form's Idempotency-Key makes the second request return the first posting.
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expectToast(page, 'success', 'Debit transaction created successfully');
    const receipt = page.getByRole('dialog');
    // The Debit screen starts on cash out: the receipt is headed by the cash paid, SPEC's 'Debit Voucher' beneath it.
    await shown(receipt.getByRole('heading', { name: 'Cash paid' }));
    await shown(receipt.getByText('Debit Voucher'));
    await shown(receipt.getByText('Paid to', { exact: true }));
    await shown(receipt.getByText('<img src=x onerror=alert(1)>'));
    const popupOpened = page.waitForEvent('popup');
    await receipt.getByRole('button', { name: 'Print' }).click();
    const printWindow = await popupOpened;
    await shown(printWindow.getByRole('heading', { name: 'Cash paid' }));
    await shown(printWindow.getByText('Debit Voucher'));
    await printWindow.setViewportSize({ width: 320, height: 700 });
    await printWindow.screenshot({ path: 'screenshots/receipt-80mm-print-window.png', fullPage: true });
    await printWindow.close();
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    expect(await page.getByRole('combobox', { name: 'Account' }).inputValue()).toBe('');
    await dismissToasts(page);

    // Credit: 5,000 AFN into Karim's account.
    await page.goto('/transactions/credit');
    await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), karimAfn.accountCode, `${karimAfn.accountCode} - Karim Afghani`);
    await page.getByLabel('Narrative').fill('Deposit');
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Credit transaction created successfully');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await dismissToasts(page);

    // Transfer: chosen the wrong way round, then Reverse; the credit narrative follows the debit narrative.
    await page.goto('/transactions/transfer');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Debit account is required'));
    await pickAccount(page, panel(page, 'Debit').getByRole('combobox'), 'Nadia', `${nadia.accountCode} - Nadia Afghani`);
    await pickAccount(page, panel(page, 'Credit').getByRole('combobox'), 'Karim Afg', `${karimAfn.accountCode} - Karim Afghani`);
    await panel(page, 'Debit').getByLabel('Amount').fill('1000');
    await page.getByLabel('Debit Narrative').fill('Rent for March');
    expect(await page.getByLabel('Credit Narrative').inputValue()).toBe('Rent for March');
    await page.getByRole('button', { name: 'Reverse' }).click();
    expect(await panel(page, 'Debit').getByRole('combobox').inputValue()).toBe(`${karimAfn.accountCode} - Karim Afghani`);
    expect(await panel(page, 'Credit').getByRole('combobox').inputValue()).toBe(`${nadia.accountCode} - Nadia Afghani`);
    expect(await page.getByLabel('Amount Description').inputValue()).toBe('One Thousand');
    await screenshot(page, 'transfer-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Transfer completed successfully');
    expect(await page.getByLabel('Debit Narrative').inputValue()).toBe('');
    await dismissToasts(page);

    // Exchange: the shop buys 100 USD from Karim's dollar account and sells him 7,000 AFN (USD → AFN multiplies).
    await page.goto('/transactions/exchange');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'error', 'Please select both purchase and selling accounts');
    await dismissToasts(page);
    await pickAccount(page, panel(page, 'Purchase').getByRole('combobox', { name: 'Account' }), 'Karim Dol', `${karimUsd.accountCode} - Karim Dollar`);
    await pickAccount(page, panel(page, 'Selling').getByRole('combobox', { name: 'Account' }), 'Karim Afg', `${karimAfn.accountCode} - Karim Afghani`);
    await panel(page, 'Purchase').getByLabel('Amount', { exact: true }).fill('100');
    // The board's buy rate of the bought dollar is proposed, the afghani being the base (core proposedRate); a rate of 1
    // between two currencies asks first.
    expect(await page.getByLabel('Exchange Rate').inputValue()).toBe('70');
    await page.getByLabel('Exchange Rate').fill('1');
    await shown(page.getByText('This rate is 99% away from the Board buy rate (70). Check it before saving.'));
    await page.getByRole('button', { name: 'Save' }).click();
    const unitRate = page.getByRole('alertdialog', { name: 'A rate of 1 between USD and AFN?' });
    await shown(unitRate.getByText('At a rate of 1, 100.00 USD becomes 100.00 AFN.', { exact: false }));
    await unitRate.getByRole('button', { name: 'Cancel' }).click();
    await gone(unitRate);
    await page.getByLabel('Exchange Rate').fill('70');
    expect(await panel(page, 'Selling').getByLabel('Amount', { exact: true }).inputValue()).toBe('7,000.00');
    expect(await panel(page, 'Selling').getByLabel('Amount in Words').inputValue()).toBe('Seven Thousand');
    await screenshot(page, 'exchange-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Exchange transaction created successfully');

    // Exactly four postings reached the books, one of each kind.
    const statement = await api.get<{ currencies: { currency: string; closing: string; lines: { transType: string }[] }[] }>(`/api/accounts/${karimAfn.id}/statement`);
    const afn = statement.currencies.find((c) => c.currency === 'AFN')!;
    expect(afn.lines.map((l) => l.transType)).toEqual(['Debit', 'Credit', 'Transfer', 'Exchange']);
    expect(afn.closing).toBe('9499.50');

    // The statement screen shows the same closing balance.
    await page.goto(`/accounts/view/${karimAfn.id}`);
    await page.getByRole('link', { name: 'Statement' }).click();
    await eventually(async () => expect(await page.getByText('9,499.50').count()).toBeGreaterThan(0));
    await screenshot(page, 'ledger-statement');
  });
});
