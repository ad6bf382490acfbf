import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, DeletedTransaction, Hawala, HawalaDetail, HawalaSettings, PassedHawalaTransaction } from '@sarafi/core';
import { defaultShopTimeZone, shopDate } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts } from './support/pages/toasts';
import { pickAccount } from './support/pages/transactions';
import { expectNotice, ImportHawalaScreen, PassHawalaScreen } from './support/pages/hawala';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** The clean fixture: five hawalas from partner 2001, one per currency (AFN twice). */
const clean = ['LP-20261120-001', 'LP-20261120-002', 'LP-20261120-003', 'LP-20261120-004', 'LP-20261120-005'];
const importDate = '2026-11-20';

/** The import date opens on the shop's day (the test server runs with the default SHOP_TIME_ZONE). */
const shopToday = () => shopDate(new Date(), defaultShopTimeZone);

describe('hawala: import, pass, mark pending, cancel, create, serials', () => {
  let api: ApiClient;
  const accounts: Record<'partner' | 'kabul' | 'herat', Account> = {} as never;
  const details = async () => new Map((await api.get<HawalaDetail[]>('/api/hawala-details')).map((h) => [h.hawalaNo, h]));

  beforeAll(async () => {
    api = await ApiClient.login(app.baseUrl, ADMIN);
    // The hawala screens look for fixed codes (partner 2001, branches 1007 and 2007): the account-number settings
    // give a currency's first account the start number, so each of these three is the first of its currency.
    const currencies = await api.currencies();
    const id = (code: string) => currencies.find((c) => c.code === code)!.id;
    const first = async (currency: string, startNumber: number, accountName: string, accountType: string) => {
      await api.call('POST', '/api/account-number-settings', { currency, startNumber });
      return api.call<Account>('POST', '/api/accounts', { accountName, currencyId: id(currency), accountType });
    };
    accounts.partner = await first('PKR', 2001, 'London Partner', 'hawala_partner');
    accounts.kabul = await first('AFN', 1007, 'Kabul Branch', 'partner');
    accounts.herat = await first('USD', 2007, 'Herat Branch', 'partner');
    expect([accounts.partner.accountCode, accounts.kabul.accountCode, accounts.herat.accountCode]).toEqual(['2001', '1007', '2007']);
  });

  it('previews and imports the clean spreadsheet, then finds every row a duplicate the second time', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new ImportHawalaScreen(page);
    await screen.open('London Partner');
    expect(await screen.date().inputValue()).toBe(shopToday());
    expect(await screen.importButton().isDisabled()).toBe(true);

    // Not a spreadsheet by name or type: refused in the browser already.
    await screen.file().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectNotice(page, 'error', 'Invalid File Type', 'Please select an Excel file (.xls, .xlsx) or OpenDocument Spreadsheet (.ods)');
    await dismissToasts(page);

    // Named like a spreadsheet but plain text: the server reads the content and refuses it.
    await screen.choose('not-a-spreadsheet.xlsx');
    await screen.previewButton().click();
    await expectNotice(page, 'error', 'Preview Failed', 'Invalid File Type: Please select an Excel file (.xls, .xlsx) or OpenDocument Spreadsheet (.ods)');
    expect(await screen.importButton().isDisabled()).toBe(true);
    await dismissToasts(page);

    await screen.choose('clean.xlsx');
    await shown(screen.chosenFile().getByText(/^\d+\.\d{2} KB$/));
    expect(await screen.importButton().isDisabled()).toBe(true);
    await screen.date().fill(importDate);
    expect(await screen.preview()).toEqual(clean);
    // Every amount is labelled and carries its own currency: pounds sent, R Amount paid out, Into USD (docs/decisions.md, Hawala).
    expect(await screen.dialog().getByRole('columnheader').allTextContents()).toEqual(
      ['Hawala No', 'Date', 'Sender', 'Receiver', 'Amount', 'R Amount', 'Into USD ($)', 'Rate', 'Destination'],
    );
    const pkrRow = screen.dialog().getByRole('row').filter({ hasText: 'LP-20261120-003' });
    expect((await pkrRow.getByRole('cell').allTextContents()).slice(4, 7).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['₨ 300.00', '₨ 106,560.00', '$ 381.00']);
    await screenshot(page, 'hawala-import-preview', { fullPage: false });
    expect(await screen.importFromPreview(5)).toBe('Import Successful');
    expect(await page.getByTestId('imported-count').textContent()).toBe('5');
    await screen.expectClearedAfterImport();

    const stored = await details();
    expect([...stored.keys()].sort()).toEqual(clean);
    expect(stored.get('LP-20261120-003')).toMatchObject({ senderCode: '2001', currency: 'PKR', rAmount: '106560.00', hawalaStatus: 'Pending', transactionDate: importDate });

    // The same file again: nothing new to add, so 'Import 0 Records' cannot be pressed (docs/decisions.md, Hawala import).
    await screen.choose('clean.xlsx');
    expect(await screen.preview()).toEqual([]);
    await shown(screen.dialog().getByText('5 duplicates will be skipped'));
    expect(await screen.dialog().getByRole('button', { name: 'Import 0 Records', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'hawala-import-duplicates', { fullPage: false });
    expect((await details()).size).toBe(5);
  });

  it('passes one hawala in cash and one through a branch, marks one pending and cancels one', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new PassHawalaScreen(page);
    await screen.open();
    await eventually(async () => expect(await screen.count().textContent()).toBe('5 hawalas'));

    // The server searches: by hawala number, then by receiver name.
    await screen.search('20261120-003');
    await eventually(async () => expect(await screen.count().textContent()).toBe('1 hawala'));
    await screen.search('mariam');
    await eventually(async () => expect(await screen.count().textContent()).toBe('1 hawala'));
    await shown(screen.row('LP-20261120-002'));
    await screen.search('');
    await eventually(async () => expect(await screen.count().textContent()).toBe('5 hawalas'));

    // In cash: the PKR hawala, paid from partner 2001 into the shop's cash (11).
    await screen.select('LP-20261120-003');
    await shown(screen.detail().getByText('Imported from Excel file'));
    await screen.button('Confirm Pass Hawala').click();
    await expectNotice(page, 'success', 'Hawala Passed Successfully', 'Hawala has been processed and transaction created');
    // The payout's receipt (the receiver's slip) opens over the screen; the clerk prints or closes it.
    const slip = page.getByRole('dialog');
    await shown(slip.getByRole('article', { name: "Hawala Payout: Receiver's Slip" }).getByText('LP-20261120-003', { exact: true }));
    await slip.getByRole('button', { name: 'Close', exact: true }).first().click();
    await shown(screen.button('Already Passed'));
    expect(await screen.button('Already Passed').isDisabled()).toBe(true);
    await eventually(async () => expect(await screen.statusOf('LP-20261120-003')).toBe('Passed'));
    expect(await screen.row('LP-20261120-003').getAttribute('class')).toContain('bg-green-50');
    await dismissToasts(page);

    // Through a branch: the USD hawala needs an account, and one in USD.
    await screen.select('LP-20261120-002');
    await screen.byBranch().check();
    await screen.button('Confirm Pass Hawala').click();
    await expectNotice(page, 'error', 'Account Required', 'Please select an account when passing by branch.');
    await dismissToasts(page);
    expect(await screen.pickBranch('1007 - Kabul Branch')).toBe('red');
    await screen.button('Confirm Pass Hawala').click();
    await expectNotice(page, 'error', 'Currency Mismatch', 'The hawala currency (USD) must match the selected account currency (AFN).');
    await dismissToasts(page);
    // A click over the chosen account opens the list again; the clear button empties the field (docs/decisions.md, Accounts).
    await screen.branch().click();
    await shown(page.getByRole('option', { name: '2007 - Herat Branch' }));
    await page.getByRole('button', { name: 'Clear the branch account' }).click();
    expect(await screen.branch().inputValue()).toBe('');
    expect(await screen.pickBranch('2007 - Herat Branch')).toBe('green');
    await screenshot(page, 'hawala-pass-branch');
    await screen.button('Confirm Pass Hawala').click();
    await expectNotice(page, 'success', 'Hawala Passed Successfully');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
    await eventually(async () => expect(await screen.statusOf('LP-20261120-002')).toBe('Passed'));
    await dismissToasts(page);

    const stored = await details();
    const passed = await api.get<PassedHawalaTransaction[]>('/api/transactions/passed-hawala');
    const payout = (no: string) => passed.find((p) => p.hawalaId === stored.get(no)!.id);
    expect(payout('LP-20261120-003')).toMatchObject({ outAccountId: accounts.partner.id, inAccountId: 11, dAmount: '106560.00', currency: 'PKR' });
    expect(payout('LP-20261120-002')).toMatchObject({ outAccountId: accounts.partner.id, inAccountId: accounts.herat.id, dAmount: '1588.45', currency: 'USD' });

    // Mark as pending reverses the cash payout, after a confirmation naming the amount; the detail closes.
    await screen.select('LP-20261120-003');
    await shown(screen.detail().getByText('R Amount (PKR)', { exact: true }));
    await shown(screen.row('LP-20261120-003').getByText('R Amount', { exact: true }));
    const reverse = page.getByRole('alertdialog', { name: 'Mark hawala LP-20261120-003 as pending?' });
    await screen.button('Mark as Pending').click();
    await shown(reverse.getByText('Its payout of 106,560.00 PKR to', { exact: false }));
    await reverse.getByRole('button', { name: 'Cancel', exact: true }).click();
    await gone(reverse);
    expect((await details()).get('LP-20261120-003')!.hawalaStatus).toBe('Passed');
    await screen.button('Mark as Pending').click();
    await reverse.getByRole('button', { name: 'Mark as Pending' }).click();
    await expectNotice(page, 'success', 'Status Updated', 'Hawala marked as pending successfully');
    await gone(screen.detail());
    await eventually(async () => expect(await screen.statusOf('LP-20261120-003')).toBe('Pending'));
    await dismissToasts(page);

    // Cancel asks first, naming the payout it reverses; the branch payout moves to the deleted transactions.
    await screen.select('LP-20261120-002');
    await screen.button('Cancel Hawala').click();
    const asked = page.getByRole('alertdialog', { name: 'Cancel hawala LP-20261120-002?' });
    await shown(asked.getByText('Its payout of 1,588.45 USD to', { exact: false }));
    await asked.getByRole('button', { name: 'Cancel Hawala' }).click();
    await expectNotice(page, 'success', 'Hawala Cancelled', 'Hawala cancelled successfully and transaction record deleted');
    await gone(screen.detail());
    await eventually(async () => expect(await screen.statusOf('LP-20261120-002')).toBe('Cancelled'));
    await screen.select('LP-20261120-002');
    expect(await screen.button('Cancel Hawala').isDisabled()).toBe(true);
    expect(await screen.button('Confirm Pass Hawala').isDisabled()).toBe(true);
    await screenshot(page, 'hawala-pass');

    const after = await details();
    expect(after.get('LP-20261120-003')!.hawalaStatus).toBe('Pending');
    expect(after.get('LP-20261120-002')!.hawalaStatus).toBe('Cancelled');
    expect(await api.get<PassedHawalaTransaction[]>('/api/transactions/passed-hawala')).toEqual([]);
    const deleted = await api.get<DeletedTransaction[]>('/api/deleted-transactions');
    expect(deleted.map((d) => d.originalTransactionId)).toEqual(expect.arrayContaining([payout('LP-20261120-003')!.id, payout('LP-20261120-002')!.id]));
  });

  it('creates a hawala through the form with the next serial, and the serial screen shows and changes the counter', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/hawala');
    await shown(page.getByRole('heading', { name: 'Hawala Transaction', level: 1 }));
    expect(await page.getByLabel('Send Currency').inputValue()).toBe('AFN');
    expect(await page.getByLabel('Receive Currency').inputValue()).toBe('USD');
    expect(await page.getByLabel('Commission').inputValue()).toBe('0.00');

    const create = page.getByRole('button', { name: 'Create Hawala' });
    await create.click();
    await shown(page.getByText('Sender name is required'));
    await shown(page.getByText('Receiver name is required'));
    await page.getByLabel('Sender Name').fill('Ahmad Karimi');
    await page.getByLabel('Receiver Name').fill('Zarghona Rahimi');
    await page.getByLabel('Receiver Phone').fill('+93 79 222 3344');
    await create.click();
    await shown(page.getByText('Amount is required'));

    await page.getByLabel('Amount', { exact: true }).fill('68750');
    await gone(page.getByText('Amount is required'));
    // The rate proposed is the board's mid (AFN 70 / 70 per USD as the board starts from the table), in the Exchange screen's convention.
    expect(await page.getByLabel('Exchange Rate').inputValue()).toBe('70');
    // A rate of 1 between two currencies needs a confirmation; cancelling it creates nothing.
    await page.getByLabel('Exchange Rate').fill('1');
    await page.getByLabel('Notes').focus();
    await shown(page.getByText('This rate is 99% away from the Board mid rate (70). Check it before saving.'));
    await create.click();
    const unitRate = page.getByRole('alertdialog', { name: 'A rate of 1 between AFN and USD?' });
    await shown(unitRate.getByText('At a rate of 1, 68,750.00 AFN becomes 68,750.00 USD.', { exact: false }));
    await unitRate.getByRole('button', { name: 'Cancel' }).click();
    await gone(unitRate);
    expect(await api.get<Hawala[]>('/api/hawala')).toEqual([]);
    await page.getByLabel('Exchange Rate').fill('68.75');
    await page.getByLabel('Commission').fill('5');
    await page.getByLabel('Notes').focus();
    await gone(page.getByText('Check it before saving.', { exact: false }));
    // AFN → USD divides by the rate, as on the Exchange screen: 68750 / 68.75. The commission is the sender's, on top.
    expect(await page.getByLabel('Converted Amount').inputValue()).toBe('1,000.00');
    await shown(page.getByTestId('hawala-summary').getByText('1,000.00'));
    expect(await page.getByTestId('hawala-sender-pays').textContent()).toContain('68,755.00');
    expect(await page.getByLabel('Receive amount in words (USD)').inputValue()).toBe('One Thousand');
    await pickAccount(page, page.getByRole('combobox', { name: 'Partner Account (optional)' }), '2001', '2001 - London Partner');
    await page.getByLabel('Notes').fill('For the family');
    await screenshot(page, 'hawala-form');
    await create.click();
    await expectNotice(page, 'success', 'Hawala transaction created successfully', 'Hawala number HWL1001');
    expect(await page.getByLabel('Sender Name').inputValue()).toBe('');
    expect(await page.getByLabel('Converted Amount').inputValue()).toBe('');

    const [made] = await api.get<Hawala[]>('/api/hawala');
    expect(made).toMatchObject({
      hawalaNumber: 'HWL1001',
      senderAccountId: null,
      senderName: 'Ahmad Karimi',
      receiverPhone: '+93 79 222 3344',
      amount: '68750.00',
      currency: 'AFN',
      exchangeRate: '68.75000000',
      convertedAmount: '1000.00',
      convertedCurrency: 'USD',
      commission: '5.00',
      partnerAccountId: accounts.partner.id,
      status: 'sent',
      notes: 'For the family',
    });

    // The serial screen: HWL1002 is next; Edit changes it, Reset puts the defaults back.
    await page.goto('/hawala-serial');
    await shown(page.getByRole('heading', { name: 'Hawala Serial Number Management', level: 1 }));
    await shown(page.getByText('HWL1002', { exact: true }));
    await shown(page.getByRole('list', { name: 'Recent Hawala Transactions' }).getByText('HWL1001'));
    expect(await page.getByTestId('hawala-count-total').textContent()).toContain('1');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Prefix').fill('KBL');
    await page.getByLabel('Next Number').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Next number must be at least 1'));
    await page.getByLabel('Next Number').fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'success', 'Hawala serial settings updated successfully');
    await shown(page.getByText('KBL5000', { exact: true }));
    expect(await api.get<HawalaSettings>('/api/hawala-settings')).toEqual({ prefix: 'KBL', nextNumber: 5000 });
    await screenshot(page, 'hawala-serial');
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await expectNotice(page, 'success', 'Hawala serial settings reset to defaults');
    await shown(page.getByText('HWL1001', { exact: true }).first());
    // Reset to 1001, but HWL1001 exists: the number the next hawala will really get is 1002.
    expect(await api.get<HawalaSettings>('/api/hawala-settings')).toEqual({ prefix: 'HWL', nextNumber: 1002 });
  });
});
