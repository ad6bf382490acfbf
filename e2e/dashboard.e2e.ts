import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { formatAmount, toRate, type Account, type AccountListItem, type DashboardSettings, type HawalaDetail, type HawalaSummary, type HawalaTotalUsd } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts } from './support/pages/toasts';
import { expectNotice } from './support/pages/hawala';
import { DashboardScreen } from './support/pages/dashboard';

/*
 * The dashboard journey (docs/decisions.md, Dashboard). It needs the dashboard server endpoints (GET /api/dashboard/settings,
 * /hawala-summary, /hawala-daily, /system-health, /api/hawala-total-usd), `withTotal=true` → x-total-count and the
 * status/currency matching of `q` on GET /api/hawala-details, and GET /api/database/backup.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);

const clerk = { username: 'dash-clerk', password: 'dash-clerk-pass-1', fullName: 'Dash Clerk', email: 'dash-clerk@example.com', role: 'user' } as const;

/** One imported spreadsheet: Trans No, Sender, Receiver, Amount (pounds), Exchange Rate, Currency, R Amount, Destination, Rate, Into USD. */
function sheet(rows: (string | number)[][]): Blob {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

const early = '2026-11-10';
const late = '2026-11-20';
/** Statuses after seeding: DB-203 passed in cash, DB-102 cancelled, the rest Pending. */
const hawalas = {
  [early]: [
    ['DB-101', 'Ahmad Rahimi', 'Nasir Karimi', 100, 85.5, 'AFN', 8550, 'Kabul', 85.5, 127],
    ['DB-102', 'Sara Jones', 'Mariam Noori', 200, 1.27, 'USD', 254, 'Herat', 1.27, 254],
    ['DB-103', 'Emma Brown', 'Latifa Safi', 300, 1.17, 'EUR', 351, 'Mazar', 1.17, 380],
  ],
  [late]: [
    ['DB-201', 'John Smith', 'Farid Ahmadzai', 50, 85, 'AFN', 4250, 'Kabul', 85, 63.5],
    ['DB-202', 'Imran Khan', 'Zarghona Rahimi', 1000, 1.25, 'USD', 1250, 'Herat', 1.25, 1250],
    ['DB-203', 'David Wilson', 'Gul Wardak', 400, 350, 'PKR', 140000, 'Jalalabad', 350, 500],
  ],
};

describe('dashboard: both views, filters, card lists, balances, health and backup', () => {
  let api: ApiClient;
  let settings: DashboardSettings;
  let customer: Account;
  /** The server's today: the Today's Activity card and the hawala imported for it. */
  let today: string;
  const inRange = (date: string, from: string, to: string) => (!from || date >= from) && (!to || date <= to);
  /** How many of the seeded hawalas fall in a range (the three of each sheet, plus today's one). */
  const countIn = (from: string, to: string) => (inRange(early, from, to) ? 3 : 0) + (inRange(late, from, to) ? 3 : 0) + (inRange(today, from, to) ? 1 : 0);
  const details = async () => new Map((await api.get<HawalaDetail[]>('/api/hawala-details')).map((h) => [h.hawalaNo, h]));

  beforeAll(async () => {
    api = await ApiClient.login(app.baseUrl, ADMIN);
    const currencies = await api.currencies();
    const id = (code: string) => currencies.find((c) => c.code === code)!.id;
    const first = async (currency: string, startNumber: number, accountName: string, accountType: string) => {
      await api.call('POST', '/api/account-number-settings', { currency, startNumber });
      return api.call<Account>('POST', '/api/accounts', { accountName, currencyId: id(currency), accountType });
    };
    expect((await first('PKR', 2001, 'London Partner', 'hawala_partner')).accountCode).toBe('2001');
    expect((await first('AFN', 1007, 'Kabul Branch', 'partner')).accountCode).toBe('1007');
    expect((await first('USD', 2007, 'Herat Branch', 'partner')).accountCode).toBe('2007');
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Walid Customer', currencyId: id('USD'), accountType: 'customer', phone: '0700 111 222' });
    await api.createUser(clerk);

    settings = await api.get<DashboardSettings>('/api/dashboard/settings');
    today = settings.today;
    const upload = (rows: (string | number)[][], date: string) => {
      const form = new FormData();
      form.set('file', sheet(rows), 'dashboard.xlsx');
      form.set('transactionDate', date);
      return api.upload<{ importedCount: number }>('/api/hawala/import', form);
    };
    expect(await upload(hawalas[early], early)).toMatchObject({ importedCount: 3 });
    expect(await upload(hawalas[late], late)).toMatchObject({ importedCount: 3 });
    expect(await upload([['DB-301', 'Laila Haidari', 'Omar Faizi', 10, 85, 'AFN', 850, 'Kabul', 85, 12.7]], today)).toMatchObject({ importedCount: 1 });
    const stored = await details();
    await api.call('POST', `/api/hawala/pass/${stored.get('DB-203')!.id}`, {});
    await api.call('PUT', `/api/hawala/cancel/${stored.get('DB-102')!.id}`);
    await api.call('POST', '/api/hawala', { senderName: 'Rahim Sender', receiverName: 'Karim Receiver', amount: '5000', currency: 'AFN', exchangeRate: '69', convertedCurrency: 'USD', commission: '0' });
  });

  it('admin: title, cards with USD and AFN sub-totals, the time frame filter and its banner', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new DashboardScreen(page);
    await screen.open();
    expect(await screen.heading().textContent()).toBe('Admin Dashboard');
    await shown(page.getByText('Money Service Provider • Real-time Overview', { exact: true }));
    expect(await page.getByTestId('last-updated').textContent()).toMatch(/^Last updated: \d{4}-\d{2}-\d{2}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    expect(await page.getByRole('link', { name: 'View All Hawala Transactions' }).getAttribute('href')).toBe('/transactions/pass-hawala');

    // Five cards for an admin; every status counted, cancelled ones in Total too (hawala-summary).
    expect(await page.locator('[data-card]').count()).toBe(5);
    // Today: the six hawalas imported today that are not cancelled, whatever the date their rows carry.
    expect([await screen.cardCount('total'), await screen.cardCount('pending'), await screen.cardCount('passed'), await screen.cardCount('cancelled'), await screen.cardCount('today')]).toEqual(['7', '5', '1', '1', '6']);
    expect(await screen.cardSubTotal('total', 'USD')).toBe('$ 1,504.00');
    expect(await screen.cardSubTotal('total', 'AFN')).toBe('؋ 13,650.00');
    expect(await screen.cardSubTotal('pending', 'USD')).toBe('$ 1,250.00');
    expect(await screen.cardSubTotal('cancelled', 'USD')).toBe('$ 254.00');
    expect(await screen.cardSubTotal('passed', 'AFN')).toBe('؋ 0.00');
    expect(await screen.cardSubTotal('today', 'AFN')).toBe('؋ 13,650.00');

    // The filter starts closed and inactive.
    await shown(screen.filter().getByRole('button', { name: 'Show Filters' }));
    expect(await screen.activeBadge().count()).toBe(0);
    expect(await screen.banner().count()).toBe(0);

    await screen.setRange('2026-11-15', '');
    await shown(screen.filter().getByRole('button', { name: 'Hide Filters' }));
    await shown(screen.activeBadge());
    await eventually(async () => expect(await screen.banner().textContent()).toBe('Filtering hawala data from 2026-11-15 onwards'));
    const n1 = countIn('2026-11-15', '');
    await eventually(async () => expect(await screen.bannerCount().textContent()).toBe(`${n1} transactions`));
    expect(await screen.cardCount('total')).toBe(String(n1));

    await screen.setRange('', '2026-11-15');
    await eventually(async () => expect(await screen.banner().textContent()).toBe('Filtering hawala data up to 2026-11-15'));
    await eventually(async () => expect(await screen.cardCount('total')).toBe(String(countIn('', '2026-11-15'))));

    await screen.setRange('2026-11-01', '2026-11-15');
    await eventually(async () => expect(await screen.banner().textContent()).toBe('Filtering hawala data from 2026-11-01 to 2026-11-15'));
    await eventually(async () => expect(await screen.bannerCount().textContent()).toBe(`${countIn('2026-11-01', '2026-11-15')} transactions`));
    // Only the early sheet: DB-102 (USD) is its cancelled one; nothing passed.
    await eventually(async () => expect(await screen.cardCount('cancelled')).toBe('1'));
    expect(await screen.cardCount('passed')).toBe('0');
    expect(new URL(page.url()).searchParams.get('fromDate')).toBe('2026-11-01');

    // A period without hawalas: the totals by currency say so.
    await screen.setRange('2020-01-01', '2020-01-31');
    await eventually(async () => expect(await screen.bannerCount().textContent()).toBe('0 transactions'));
    await page.getByRole('button', { name: 'Totals by currency' }).click();
    expect(await screen.dialog().getByText('No Data Available', { exact: true }).count()).toBe(2);
    await screen.closeDialog();

    await screen.clearRange();
    await gone(screen.activeBadge());
    await gone(screen.banner());
    await eventually(async () => expect(await screen.cardCount('total')).toBe('7'));
    await shown(screen.filter().getByRole('button', { name: 'Hide Filters' }));
    await screen.filter().getByRole('button', { name: 'Hide Filters' }).click();
    await gone(screen.startDate());
  });

  it("admin: each card's modal lists its hawalas, searches on the server and says 'Showing N of M'", async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new DashboardScreen(page);
    await screen.open();

    await screen.openCard('total');
    await shown(screen.dialog().getByRole('heading', { name: 'Total Hawala' }));
    await screen.expectShowing('Showing 7 of 7 transactions');
    await screen.expectListed(['DB-101', 'DB-102', 'DB-103', 'DB-201', 'DB-202', 'DB-203', 'DB-301']);
    const row = screen.rows().filter({ hasText: 'DB-202' });
    await shown(row.getByText('Imran Khan'));
    await shown(row.getByText('Zarghona Rahimi'));
    expect((await row.locator('[dir="ltr"]').allTextContents()).map((t) => t.replace(/\s+/g, ' '))).toEqual(['₨ 1,000.00', '$ 1,250.00']);
    // Server-side search: by status and by currency need the hawala-details q extension.
    await screen.search().fill('cancelled');
    await screen.expectShowing('Showing 1 of 7 transactions');
    await screen.expectListed(['DB-102']);
    await screen.search().fill('PKR');
    await screen.expectShowing('Showing 1 of 7 transactions');
    await screen.search().fill('farid');
    await screen.expectShowing('Showing 1 of 7 transactions');
    await screen.expectListed(['DB-201']);
    await screen.search().fill('no such hawala');
    await screen.expectEmpty('No transactions match your search.');
    await screenshot(page, 'dashboard-modal-empty-search', { fullPage: false });
    await screen.closeDialog();

    await screen.openCard('pending');
    await screen.expectShowing('Showing 5 of 5 transactions');
    expect(await screen.rows().getByRole('button', { name: 'Cancel' }).count()).toBe(5);
    await screen.search().fill('DB-10');
    await screen.expectShowing('Showing 2 of 5 transactions');
    await screen.expectListed(['DB-101', 'DB-103']);
    await screen.search().fill('usd');
    await screen.expectShowing('Showing 1 of 5 transactions');
    await screen.expectListed(['DB-202']);
    await screenshot(page, 'dashboard-modal-pending', { fullPage: false });
    await screen.closeDialog();

    await screen.openCard('passed');
    await screen.expectShowing('Showing 1 of 1 transactions');
    await screen.expectListed(['DB-203']);
    expect(await screen.rows().getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await screen.closeDialog();

    await screen.openCard('cancelled');
    await screen.expectShowing('Showing 1 of 1 transactions');
    await screen.expectListed(['DB-102']);
    await screen.closeDialog();

    await screen.openCard('today');
    await shown(screen.dialog().getByRole('heading', { name: "Today's Activity" }));
    await screen.expectShowing('Showing 6 of 6 transactions');
    await screen.expectListed(['DB-101', 'DB-103', 'DB-201', 'DB-202', 'DB-203', 'DB-301']);
    await screen.closeDialog();

    // A range with nothing passed: the Passed card's list is empty.
    await screen.setRange('2026-11-01', '2026-11-15');
    await eventually(async () => expect(await screen.cardCount('passed')).toBe('0'));
    await screen.openCard('passed');
    await screen.expectEmpty('No transactions to display.');
    await screen.closeDialog();
  });

  it('admin: cancels a pending hawala from the modal (Cancelling..., confirm, toasts, refreshed counts)', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new DashboardScreen(page);
    await screen.open();
    await screen.openCard('pending');
    await screen.expectShowing('Showing 5 of 5 transactions');

    // Held back a moment, so the row can be seen saying 'Cancelling...'.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/hawala/cancel/*', async (route) => {
      await held;
      await route.continue();
    });
    const row = screen.rows().filter({ hasText: 'DB-201' });
    await row.getByRole('button', { name: 'Cancel' }).click();
    // A pending hawala has no payout: the confirmation says no money moves.
    const asked = page.getByRole('alertdialog', { name: 'Cancel hawala DB-201?' });
    await shown(asked.getByText('Nothing has been paid out for this hawala', { exact: false }));
    await asked.getByRole('button', { name: 'Cancel Hawala' }).click();
    await shown(row.getByRole('button', { name: 'Cancelling...' }));
    expect(await row.getByRole('button', { name: 'Cancelling...' }).isDisabled()).toBe(true);
    release();
    await expectNotice(page, 'success', 'Hawala Cancelled Successfully', 'Hawala has been cancelled and associated transaction deleted.');
    await screen.expectShowing('Showing 4 of 4 transactions');
    expect(await screen.listed()).not.toContain('DB-201');
    await screen.closeDialog();
    await eventually(async () => expect([await screen.cardCount('pending'), await screen.cardCount('cancelled')]).toEqual(['4', '2']));
    expect((await details()).get('DB-201')!.hawalaStatus).toBe('Cancelled');
    await dismissToasts(page);

    // A refusal from the server: its message in the failure toast (docs/architecture.md, Errors and messages). DB-102 is already cancelled.
    await page.unroute('**/api/hawala/cancel/*');
    await page.route('**/api/hawala/cancel/*', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'This hawala has already been cancelled.' }) }),
    );
    await screen.openCard('pending');
    await screen.rows().filter({ hasText: 'DB-101' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel hawala DB-101?' }).getByRole('button', { name: 'Cancel Hawala' }).click();
    await expectNotice(page, 'error', 'Failed to Cancel Hawala', 'This hawala has already been cancelled.');
    expect((await details()).get('DB-101')!.hawalaStatus).toBe('Pending');
  });

  it('admin: Balances card — add and remove account codes with every message, kept in localStorage', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new DashboardScreen(page);
    await screen.open();

    // Default: one card, code 2001. The shop paid DB-203 out for the partner, so the partner owes the shop (docs/decisions.md, Dashboard).
    expect(await screen.codesShown()).toEqual(['2001']);
    const partner = screen.balanceCard('2001');
    await shown(partner.getByText('London Partner'));
    await shown(partner.getByText('Code: 2001', { exact: true }));
    await shown(partner.getByText('140,000.00'));
    await shown(partner.getByText('owed by', { exact: true }));
    expect(await partner.getByText('-140,000.00').count()).toBe(0);
    expect(await partner.getByRole('button', { name: /^Remove account/ }).count()).toBe(0);

    await screen.addCode('   ');
    await shown(screen.dialog().getByText('Please enter an account code'));
    await screen.addCode(' 2001 ');
    await shown(screen.dialog().getByText('Account code already added'));
    // A code no account has is refused by asking the server, not added as an empty card (docs/decisions.md, Dashboard).
    await screen.addCode('NO-SUCH-1');
    await shown(screen.dialog().getByText('No account has the code NO-SUCH-1'));
    expect(await screen.codesShown()).toEqual(['2001']);
    await screen.addCode(' 1007 ');
    await expectNotice(page, 'success', 'Account 1007 added successfully');
    await gone(screen.dialog());
    await shown(screen.balanceCard('1007').getByText('Kabul Branch'));
    await screen.addCode('2007');
    await expectNotice(page, 'success', 'Account 2007 added successfully');
    await screen.addCode(customer.accountCode);
    await expectNotice(page, 'success', `Account ${customer.accountCode} added successfully`);
    await shown(screen.balanceCard(customer.accountCode).getByText(`Code: ${customer.accountCode}`, { exact: true }));
    // Side by side: two columns from sm up, four from xl.
    expect(await screen.balances().locator('ul').getAttribute('class')).toContain('xl:grid-cols-4');
    await screen.addCode('9999');
    await shown(screen.dialog().getByText('Maximum 4 accounts allowed'));
    await screen.dialog().getByRole('button', { name: 'Cancel' }).click();
    await gone(screen.dialog());
    expect(await screen.storedCodes()).toEqual(['2001', '1007', '2007', customer.accountCode]);
    await screenshot(page, 'dashboard-balances-four');

    // Kept across a reload.
    await screen.open();
    expect(await screen.codesShown()).toEqual(['2001', '1007', '2007', customer.accountCode]);
    await dismissToasts(page);
    await screen.balanceCard('1007').getByRole('button', { name: 'Remove account 1007' }).click();
    await expectNotice(page, 'success', 'Account 1007 removed');
    expect(await screen.codesShown()).toEqual(['2001', '2007', customer.accountCode]);
    for (const code of ['2007', customer.accountCode]) {
      await dismissToasts(page);
      await screen.balanceCard(code).getByRole('button', { name: `Remove account ${code}` }).click();
      await expectNotice(page, 'success', `Account ${code} removed`);
    }
    // The last card has no remove button: 'At least one account must remain' cannot be reached by a click.
    expect(await screen.codesShown()).toEqual(['2001']);
    expect(await screen.balances().getByRole('button', { name: /^Remove account/ }).count()).toBe(0);
    expect(await screen.storedCodes()).toEqual(['2001']);

    // An empty stored list shows the empty state.
    await page.evaluate(() => localStorage.setItem('dashboard-account-codes', '[]'));
    await screen.open();
    await shown(screen.balances().getByText('No account balances to display'));
    await shown(screen.balances().getByText('Add an account code to view its balance'));
    await page.evaluate(() => localStorage.removeItem('dashboard-account-codes'));
  });

  it('admin: partner widgets, totals, Total Hawala USD, cash at shop, recent hawalas, chart, system health and backup', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new DashboardScreen(page);
    await screen.open('?fromDate=2026-11-01&toDate=2026-11-25');

    // The partner 2001 shows once, in the Balances card (it had a second widget of its own before docs/decisions.md, Dashboard).
    const partner = screen.balanceCard(settings.partnerAccountCode);
    await shown(partner.getByText('140,000.00'));
    // Owed by the partner, and not red: a debt is business, not an error (docs/decisions.md, Balances).
    expect(await partner.locator('[data-owed="by"]').count()).toBe(1);
    expect(await partner.locator('[data-alarming="true"]').count()).toBe(0);
    expect(await page.getByText(`Code: ${settings.partnerAccountCode}`, { exact: true }).count()).toBe(1);

    // Per-currency totals of the period, one click away; the hawalas we sent counted beside the imported ones.
    const period = await api.get<HawalaSummary>('/api/dashboard/hawala-summary?fromDate=2026-11-01&toDate=2026-11-25');
    expect(await screen.card('total').getByTestId('card-out-count').textContent()).toBe(String(period.outgoing.total.count));
    await page.getByRole('button', { name: 'Totals by currency' }).click();
    await shown(screen.dialog().getByTestId('currency-totals').locator('[data-currency="PKR"]').getByText('140,000.00'));
    for (const sent of period.outgoing.total.byCurrency) {
      await shown(screen.dialog().getByTestId('currency-totals-outgoing').locator(`[data-currency="${sent.currency}"]`).getByText(formatAmount(sent.amount)).first());
    }
    await screen.closeDialog();

    const usd = await api.get<HawalaTotalUsd>('/api/hawala-total-usd?fromDate=2026-11-01&toDate=2026-11-25');
    const usdCard = page.getByTestId('total-usd');
    await shown(usdCard.getByText(`Sent through ${settings.partnerName}`, { exact: true }));
    expect((await usdCard.locator('[dir="ltr"]').first().textContent())?.replace(/\s+/g, ' ')).toBe(`$ ${formatAmount(usd.totalUsd)}`);

    // Cash at shop (account 11) paid DB-203 out with nothing taken in: less than nothing in the drawer, in red.
    await shown(page.getByTestId('cash-at-shop').getByText('-140,000.00'));
    expect(await page.getByTestId('cash-at-shop').locator('[data-alarming="true"]').count()).toBe(1);
    await shown(page.getByTestId('recent-hawala').getByText('Rahim Sender'));

    const chart = page.getByTestId('chart-summary');
    await eventually(async () => expect(await chart.textContent()).toContain(`${countIn('2026-11-01', '2026-11-25')} hawalas between 2026-11-01 and 2026-11-25`));
    await page.getByRole('radio', { name: 'By status' }).click();
    await shown(page.getByTestId('daily-chart').locator('.recharts-legend-item').filter({ hasText: 'Passed' }));

    // The Total card's list searches on the server (q).
    await screen.openCard('total');
    await screen.dialog().getByPlaceholder('Search by hawala number, sender, receiver, status, or currency...').fill('zarghona');
    await eventually(async () => expect(await screen.showing().textContent()).toMatch(/^Showing 1 of \d+ transactions$/));
    await screen.closeDialog();

    // System Health Monitor.
    const health = screen.health();
    await shown(health.getByText('Connected & Healthy'));
    const accounts = await api.get<AccountListItem[]>('/api/accounts');
    const active = accounts.filter((a) => a.accountStatus === 'active').length;
    await shown(health.getByText(`${active} active accounts`));
    await health.getByTestId('health-accounts').click();
    await shown(screen.dialog().getByRole('heading', { name: `Account Details (${accounts.length} Total Accounts)` }));
    const walid = screen.dialog().getByRole('row').filter({ hasText: 'Walid Customer' });
    expect(await walid.getByRole('cell').allTextContents()).toEqual([customer.accountCode, 'USD', 'Walid Customer', 'N/A', '0700 111 222', 'N/A']);
    await screenshot(page, 'dashboard-accounts-modal', { fullPage: false });
    await screen.closeDialog();

    const currencies = await api.currencies();
    await shown(health.getByText(`${currencies.length} supported currencies`));
    await health.getByTestId('health-currencies').click();
    await shown(screen.dialog().getByRole('heading', { name: `Currency Details (${currencies.length} Supported Currencies)` }));
    const afn = currencies.find((c) => c.code === 'AFN')!;
    await shown(screen.dialog().getByText(`Exchange Rate: 1 USD = ${toRate(afn.exchangeRate)} AFN`));
    await screen.closeDialog();

    await expectBackup(page);
    await screenshot(page, 'dashboard-admin');
  });

  it('user: the regular view, without admin cards, requests or Cancel buttons', async () => {
    const { page } = await browser.session();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await signInViaApi(page, clerk);
    const screen = new DashboardScreen(page);
    await screen.open();
    expect(await screen.heading().textContent()).toBe('Currency Portfolio Overview');
    await shown(page.getByText(`Account ${settings.partnerAccountCode} Balance Summary`, { exact: true }));
    expect(await page.locator('[data-card]').count()).toBe(4);
    expect(await screen.card('today').count()).toBe(0);
    for (const text of ['Total Hawala USD', 'Total Hawala Amounts by Currency', 'Current Balance Cash At Shop', 'System Health Monitor']) {
      expect(await page.getByText(text, { exact: true }).count()).toBe(0);
    }
    // Account 11's balances: the cash that paid DB-203 out, from the shop's point of view.
    await shown(page.getByTestId('cash-balances').getByText('-140,000.00'));
    await shown(page.getByTestId('recent-hawala').getByText('Rahim Sender'));

    await screen.openCard('pending');
    await screen.expectShowing('Showing 4 of 4 transactions');
    expect(await screen.rows().getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await screenshot(page, 'dashboard-user-modal', { fullPage: false });
    await screen.closeDialog();
    await screen.setRange('2026-11-15', '2026-11-30');
    await eventually(async () => expect(await screen.banner().textContent()).toBe('Filtering hawala data from 2026-11-15 to 2026-11-30'));
    await screenshot(page, 'dashboard-user');

    // docs/architecture.md, Roles and permissions: the total-USD figure (and the admin's system health) are never asked for by a regular user.
    expect(asked.filter((p) => p === '/api/hawala-total-usd' || p === '/api/dashboard/system-health' || p === '/api/database/backup')).toEqual([]);
    expect(asked).toContain('/api/accounts/11/balances');
  });
});

/** The backup button: disabled while it runs, then a database_backup_{date}.sql file of SQL text and the toast (docs/architecture.md, Errors and messages). */
async function expectBackup(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/database/backup', async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByTestId('health-backup').getByRole('button');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await button.click();
  await shown(page.getByRole('button', { name: 'Creating backup...' }));
  expect(await button.isDisabled()).toBe(true);
  release();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^database_backup_\d{4}-\d{2}-\d{2}\.sql$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.trimStart()).toMatch(/^(--|SET |CREATE |BEGIN)/);
  expect(text).toContain('hawala_details');
  await expectNotice(page, 'success', 'Database Backup', 'Backup downloaded successfully');
  expect(await button.isDisabled()).toBe(false);
  await page.unroute('**/api/database/backup');
}
