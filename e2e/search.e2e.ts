import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account, DeletedTransaction, Statement, Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** The ids in the results table, top to bottom (newest first). */
async function shownIds(page: Page): Promise<number[]> {
  const cells = page.getByRole('row').locator('[role="cell"]:first-child');
  return (await cells.allTextContents()).map(Number);
}

async function search(page: Page, fields: { what?: string; referenceId?: string; narrative?: string; amount?: string; date?: string }) {
  await page.getByRole('button', { name: 'New Search' }).click();
  if (fields.what) await page.getByLabel('Search What').selectOption(fields.what);
  if (fields.referenceId) await page.getByLabel('Reference ID').fill(fields.referenceId);
  if (fields.narrative) await page.getByLabel('Narrative').fill(fields.narrative);
  if (fields.amount) await page.getByLabel('Amount').fill(fields.amount);
  if (fields.date) await page.getByLabel('Transaction Date').fill(fields.date);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('searching, correcting, deleting and recovering transactions', () => {
  it('finds by every field, edits all three layouts, deletes with a reason, recovers, and shows the history', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const account = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const karim = await account('Karim Afghani', 2);
    const karimUsd = await account('Karim Dollar', 1);
    const nadia = await account('Nadia Afghani', 2);
    const wali = await account('Wali Afghani', 2);
    const post = (body: Record<string, unknown>) => api.call<Transaction>('POST', '/api/transactions', body);
    const deposit = await post({ transType: 'Credit', inAccountId: karim.id, outAccountId: 11, currencyId: 2, dAmount: '5000', transDescription: 'Opening deposit' });
    const rent = await post({ transType: 'Transfer', outAccountId: karim.id, inAccountId: nadia.id, currencyId: 2, dAmount: '1234.50', transDescription: 'Rent for March', cTransDescription: 'Rent from Karim' });
    const refund = await post({ transType: 'Transfer', outAccountId: nadia.id, inAccountId: karim.id, currencyId: 2, dAmount: '200', transDescription: 'Refund', cTransDescription: 'Refund' });
    const misc = await post({ transType: 'Transfer', outAccountId: karim.id, inAccountId: wali.id, currencyId: 2, dAmount: '50', transDescription: 'Tea money', cTransDescription: 'Tea money' });
    const exchange = await post({ transType: 'Exchange', outAccountId: karimUsd.id, inAccountId: karim.id, currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '7000', exRate: '70', transDescription: 'Buy USD' });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/search');
    await shown(page.getByRole('heading', { name: 'Search Transactions' }));

    // Every type by default, with both accounts by name and code, and amounts right-aligned in the money format.
    expect(await page.getByLabel('Search What').inputValue()).toBe('all');
    expect(await page.getByLabel('Search What').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('All types');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => expect(await shownIds(page)).toEqual([exchange.id, misc.id, refund.id, rent.id, deposit.id]));
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['ID', 'Type', 'Debit Account', 'Credit Account', 'Description', 'Amount', 'Date', 'Till', 'Actions']);
    const rentCells = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(rent.id), exact: true }) }).getByRole('cell');
    expect(await rentCells.nth(2).textContent()).toBe(`Karim Afghani${karim.accountCode}`);
    expect(await rentCells.nth(3).textContent()).toBe(`Nadia Afghani${nadia.accountCode}`);
    expect(await rentCells.nth(5).textContent()).toBe('؋ 1,234.50');
    expect(await rentCells.nth(5).evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('end');
    // The whole table fits the screen, and the results box is as tall as its five rows, not a screen of empty space.
    expect(await page.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
    const body = page.getByRole('table').getByRole('rowgroup').nth(1);
    expect((await body.boundingBox())?.height).toBe(5 * 48);

    // Headers sort what is loaded: a click ascends, a second descends, and the keyboard works the same.
    const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
    await amountHeader.getByRole('button').click();
    expect(await amountHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await shownIds(page)).toEqual([misc.id, exchange.id, refund.id, rent.id, deposit.id]);
    await amountHeader.getByRole('button').click();
    expect(await amountHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await shownIds(page)).toEqual([deposit.id, rent.id, refund.id, exchange.id, misc.id]);
    await page.getByRole('columnheader', { name: 'ID' }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await amountHeader.getAttribute('aria-sort')).toBe('none');
    expect(await shownIds(page)).toEqual([deposit.id, rent.id, refund.id, misc.id, exchange.id]);
    await page.keyboard.press('Space');
    expect(await shownIds(page)).toEqual([exchange.id, misc.id, refund.id, rent.id, deposit.id]);
    await screenshot(page, 'search-all-types');

    // Each match rule (docs/architecture.md, Validation), run by the server.
    await search(page, { what: 'transfer' });
    await eventually(async () => expect(await shownIds(page)).toEqual([misc.id, refund.id, rent.id]));
    await screenshot(page, 'search-transfers');
    await search(page, { what: 'transfer', referenceId: String(rent.id) });
    await eventually(async () => expect(await shownIds(page)).toContain(rent.id));
    expect(await shownIds(page)).not.toContain(refund.id);
    await search(page, { what: 'transfer', narrative: 'rent FOR' });
    await eventually(async () => expect(await shownIds(page)).toEqual([rent.id]));
    await search(page, { what: 'transfer', amount: '1,234' });
    await eventually(async () => expect(await shownIds(page)).toEqual([rent.id]));
    await search(page, { what: 'transfer', date: rent.transDate! });
    await eventually(async () => expect(await shownIds(page)).toEqual([misc.id, refund.id, rent.id]));
    await search(page, { what: 'transfer', date: '2001-01-01' });
    await shown(page.getByText('No transactions match this search'));
    // The account matches either side: Nadia paid the refund and received the rent.
    await page.getByRole('button', { name: 'New Search' }).click();
    await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), 'Nadia', `${nadia.accountCode} - Nadia Afghani`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(async () => expect(await shownIds(page)).toEqual([refund.id, rent.id]));

    // Transfer layout: a new amount.
    await search(page, { what: 'transfer', referenceId: String(rent.id) });
    await page.getByRole('button', { name: `Edit transaction ${rent.id}` }).click();
    const edit = page.getByRole('dialog');
    await shown(edit.getByText(`Edit Transfer transaction ${rent.id}`));
    expect(await panel(page, 'Debit').getByRole('combobox').inputValue()).toBe(`${karim.accountCode} - Karim Afghani`);
    await panel(page, 'Debit').getByLabel('Amount').fill('1300');
    expect(await edit.getByLabel('Amount Description').inputValue()).toBe('One Thousand Three Hundred');
    await screenshot(page, 'search-edit-transfer', { fullPage: false });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Transaction updated successfully');
    await dismissToasts(page);

    // Exchange layout: a new rate recomputes the selling amount (USD → AFN multiplies).
    await search(page, { what: 'exchange' });
    await page.getByRole('button', { name: `Edit transaction ${exchange.id}` }).click();
    await shown(edit.getByText(`Edit Exchange transaction ${exchange.id}`));
    await edit.getByLabel('Exchange Rate').fill('72');
    expect(await panel(page, 'Selling').getByLabel('Amount', { exact: true }).inputValue()).toBe('7,200.00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Transaction updated successfully');
    await dismissToasts(page);

    // Debit/Credit layout: the narrative, with the message (docs/architecture.md, Validation) when it is cleared.
    await search(page, { what: 'credit' });
    await page.getByRole('button', { name: `Edit transaction ${deposit.id}` }).click();
    await shown(edit.getByText(`Edit Credit transaction ${deposit.id}`));
    await edit.getByLabel('Narrative').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await shown(edit.getByText('Description is required'));
    await edit.getByLabel('Narrative').fill('Opening deposit, counted twice');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Transaction updated successfully');
    await dismissToasts(page);

    // Delete with a reason; it leaves the transfers and appears under 'deleted' with who deleted it.
    await search(page, { what: 'transfer' });
    await page.getByRole('button', { name: `Delete transaction ${refund.id}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await shown(confirm.getByText('Please give a reason'));
    await confirm.getByLabel('Reason for deleting').fill('Entered twice');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'success', 'Transaction deleted successfully');
    await dismissToasts(page);
    await eventually(async () => expect(await shownIds(page)).toEqual([misc.id, rent.id]));
    await search(page, { what: 'deleted' });
    await eventually(async () => expect(await shownIds(page)).toEqual([refund.id]));
    await shown(page.getByRole('row').filter({ hasText: 'Refund' }).getByText('admin'));
    const deleted = await api.get<DeletedTransaction[]>('/api/deleted-transactions');
    expect(deleted.map((d) => [d.originalTransactionId, d.deletionReason, d.formName, d.deletedBy])).toEqual([[refund.id, 'Entered twice', 'Search Transactions', 'admin']]);
    await screenshot(page, 'search-deleted');

    // Recover after confirming: same id, back among the transfers, gone from the deleted list.
    await page.getByRole('button', { name: `Recover transaction ${refund.id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Recover' }).click();
    await expectToast(page, 'success', 'Transaction recovered successfully');
    await dismissToasts(page);
    await eventually(async () => expect(await api.get<DeletedTransaction[]>('/api/deleted-transactions')).toEqual([]));
    await search(page, { what: 'transfer' });
    await eventually(async () => expect(await shownIds(page)).toEqual([misc.id, refund.id, rent.id]));

    // The history drawer lists every change with who made it.
    await page.getByRole('button', { name: `History of transaction ${refund.id}` }).click();
    const history = page.getByRole('dialog', { name: `History of transaction ${refund.id}` });
    for (const action of ['Created', 'Deleted', 'Recovered']) await shown(history.getByText(action, { exact: true }));
    await shown(history.getByText('Entered twice'));
    await page.keyboard.press('Escape');
    await gone(history);
    await page.getByRole('button', { name: `History of transaction ${rent.id}` }).click();
    const drawer = page.getByRole('dialog');
    await shown(drawer.getByText('Edited', { exact: true }));
    // Screen labels and formatted amounts, never the stored field names.
    await shown(drawer.getByRole('term').filter({ hasText: /^Amount$/ }));
    await shown(drawer.getByRole('definition').filter({ hasText: '؋ 1,234.50' }).filter({ hasText: '؋ 1,300.00' }).first());
    expect(await drawer.getByRole('term').allTextContents()).not.toContain('dAmount');
    await screenshot(page, 'search-history', { fullPage: false });

    // The books agree: 5000 − 1300 + 200 − 50 + 7200 in Karim's AFN account.
    const statement = await api.get<Statement>(`/api/accounts/${karim.id}/statement`);
    expect(statement.currencies.find((c) => c.currency === 'AFN')?.closing).toBe('11050.00');
  });
});
