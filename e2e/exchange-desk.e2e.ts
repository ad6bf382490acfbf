import { describe, expect, it } from 'vitest';
import type { Account, ExchangeDeskSettings, FxProfitResponse, TransactionSearchRow } from '@sarafi/core';
import type { Page } from 'playwright-core';
import { screenshot, screenshotAsIs, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';

/*
 * docs/decisions.md, Exchange desk, the exchange desk: an admin prices USD on the board, the Exchange form proposes the board's rate for each
 * direction and shows the deal's margin against it, the sale realises a profit at the average cost of the purchase,
 * and the FX profit report, the dashboard and the stored transaction agree on it; the public board shows the prices.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const squash = (text: string | null) => text?.replace(/[\s\u2066-\u2069]+/g, ' ').trim();
const textOf = async (page: Page, testId: string) => squash(await page.getByTestId(testId).textContent());
/** The margin's amount, under its label 'Margin against the board'. */
const marginOf = async (page: Page) => squash(await page.getByTestId('margin').getByText('Margin against the board').locator('xpath=following-sibling::p').textContent());

interface Deal {
  give: { search: string; option: string };
  take: { search: string; option: string };
  amount: string;
  proposed: string;
  /** The proposal's source as the rate assist names it. */
  source: string;
  proposedMargin: string;
  rate: string;
  margin: string;
}

/** Posts one deal on the Exchange screen, checking the proposed board rate and the margin before and after the clerk's own rate. */
async function postExchange(page: Page, deal: Deal) {
  await page.goto('/transactions/exchange');
  await pickAccount(page, panel(page, 'Purchase').getByRole('combobox', { name: 'Account' }), deal.give.search, deal.give.option);
  await pickAccount(page, panel(page, 'Selling').getByRole('combobox', { name: 'Account' }), deal.take.search, deal.take.option);
  const rate = page.getByLabel('Exchange Rate');
  await eventually(async () => expect(await rate.inputValue()).toBe(deal.proposed));
  await panel(page, 'Purchase').getByLabel('Amount', { exact: true }).fill(deal.amount);
  await eventually(async () => expect(await textOf(page, 'rate-source')).toContain(`${deal.source}: ${deal.proposed}`));
  await eventually(async () => expect(await marginOf(page)).toBe(deal.proposedMargin));
  await rate.fill(deal.rate);
  await eventually(async () => expect(await marginOf(page)).toBe(deal.margin));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'success', 'Exchange transaction created successfully');
  await dismissToasts(page);
}

describe('exchange desk', () => {
  it('prices USD on the board, proposes it on Exchange and reports the profit of a buy then a sale', async () => {
    const api = await app.adminApi();
    const account = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const karimUsd = await account('Karim Dollar', 1);
    const karimAfn = await account('Karim Afghani', 2);
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);

    // The board's prices, set on the USD card.
    await page.goto('/currencies');
    const usdCard = await shown(page.getByTestId('currency-card-USD'));
    await usdCard.getByRole('button', { name: 'Edit rates' }).click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Board rates of USD' }));
    await dialog.getByLabel('Buy rate').fill('70.00');
    await dialog.getByLabel('Sell rate').fill('71.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Board rates of USD saved');
    await gone(dialog);
    await eventually(async () => expect([await usdCard.getByTestId('buy-rate').textContent(), await usdCard.getByTestId('sell-rate').textContent()]).toEqual(['70.00', '71.00']));
    await dismissToasts(page);

    const usd = { search: 'Karim Dol', option: `${karimUsd.accountCode} - Karim Dollar` };
    const afn = { search: 'Karim Afg', option: `${karimAfn.accountCode} - Karim Afghani` };
    // The shop buys 100 USD at the board's buy price, then below it: 50 AFN better than the board.
    await postExchange(page, { give: usd, take: afn, amount: '100', proposed: '70', source: 'Board buy rate', proposedMargin: '؋ 0.00', rate: '69.5', margin: '؋ 50.00' });
    // It sells at the board's sell price (7,200 AFN buy 101.41 USD, a cent of rounding under), then above it: 100 USD for 7,200 AFN.
    await postExchange(page, { give: afn, take: usd, amount: '7200', proposed: '71', source: 'Board sell rate', proposedMargin: '؋ -0.11', rate: '72', margin: '؋ 100.00' });

    // Sold for 7,200 what cost 6,950: 250 AFN realised on the sale, none on the purchase.
    const deals = await api.get<TransactionSearchRow[]>(`/api/transactions?type=exchange&account=${karimUsd.id}`);
    const sale = deals.find((d) => d.currencyId === 2)!;
    const purchase = deals.find((d) => d.currencyId === 1)!;
    expect(sale).toMatchObject({ dAmount: '7200.00', cAmount: '100.00', exRate: '72.00000000', realisedProfit: '250.00', baseCurrency: 'AFN' });
    expect(purchase).toMatchObject({ dAmount: '100.00', cAmount: '6950.00', realisedProfit: '0.00', baseCurrency: 'AFN' });
    const day = sale.transDate!;
    expect(await api.get<FxProfitResponse>(`/api/reports/fx-profit?from=${day}&to=${day}`)).toMatchObject({ deals: 2, realisedProfit: '250.00', baseCurrencyCode: 'AFN' });

    await page.goto(`/reports/fx-profit?from=${day}&to=${day}`);
    await shown(page.getByRole('heading', { level: 1, name: 'FX Profit' }));
    await eventually(async () => expect(await textOf(page, 'fx-profit-realised')).toBe('؋ 250.00'));
    expect(await textOf(page, 'fx-profit-deals')).toBe('2');

    await page.goto('/dashboard');
    await eventually(async () => expect(await textOf(page, 'fx-profit-today-amount')).toBe('؋ 250.00'), 10_000);
    expect(await textOf(page, 'fx-profit-today-deals')).toBe('2 deals');

    // The owner's two reports as a Dari reader sees them.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF', calendar: 'solar-hijri' } });
    await page.goto(`/reports/fx-profit?from=${day}&to=${day}`);
    await eventually(async () => expect(await textOf(page, 'fx-profit-realised')).toBe('؋ 250.00'));
    await shown(page.getByTestId('fx-profit-chart').locator('svg.recharts-surface'));
    await screenshot(page, 'fx-profit-fa-AF');
    await page.goto('/reports/positions');
    await shown(page.getByTestId('positions-totals'));
    await screenshot(page, 'positions-fa-AF');
  });

  it('shows the prices on the public board once it is turned on', async () => {
    const api = await app.adminApi();
    const desk = await api.get<ExchangeDeskSettings>('/api/settings/exchange-desk');
    await api.call('PUT', '/api/settings/exchange-desk', { baseCurrencyId: desk.baseCurrencyId, boardEnabled: true });
    // The prices again, so this test stands without the one above.
    await api.call('PUT', `/api/currencies/${(await api.currency('USD'))!.id}/rates`, { buyRate: '70', sellRate: '71' });

    await api.call('PUT', '/api/settings/letterhead', { name: 'صرافی هرات', address: '', phones: '', logo: null });

    const { page } = await browser.session({ width: 1920, height: 1080 });
    await page.goto('/board');
    const row = await shown(page.locator('tr[data-currency="USD"]'));
    expect(await row.locator('td').allTextContents()).toEqual(['70.00', '71.00']);
    // With no language in its address the board speaks Dari, the shop's customers' language, under the shop's name.
    expect(await page.getByTestId('rates-board').getAttribute('lang')).toBe('fa-AF');
    expect(await page.getByTestId('board-shop-name').textContent()).toBe('صرافی هرات');
    await screenshotAsIs(page, 'board-1920');
  });
});
