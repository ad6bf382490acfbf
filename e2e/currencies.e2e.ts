import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { CurrenciesScreen } from './support/pages/currencies';
import { Shell } from './support/pages/shell';
import { expectToast } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const adminApi = () => app.adminApi();

async function adminPage(): Promise<Page> {
  const { page } = await browser.session();
  await signInViaApi(page, ADMIN);
  return page;
}

describe('currency management', () => {
  it('adds GBP: toast, card, and stored with its rate', async () => {
    const page = await adminPage();
    const screen = new CurrenciesScreen(page);
    await screen.open();
    for (const code of ['USD', 'AFN', 'PKR', 'EUR']) await shown(screen.card(code));
    expect(await screen.card('GBP').count()).toBe(0);
    await screenshot(page, 'currencies');

    await screen.startAdding();
    await screen.fill({ code: 'GBP', name: 'British Pound', symbol: '£', rate: '0.79' });
    await screenshot(page, 'currencies-add');
    await screen.save();
    await expectToast(page, 'success', 'Currency added successfully');
    await gone(screen.form());
    expect(await screen.cardText('GBP')).toEqual({ code: 'GBP', name: 'British Pound', symbol: '£', rate: 'Reference rate (not used for deals): 0.79 per 1 USD' });

    const stored = await (await adminApi()).currency('GBP');
    expect(stored).toMatchObject({ code: 'GBP', name: 'British Pound', symbol: '£', exchangeRate: '0.79000000', isActive: true });
  });

  it('a missing field shows the shared validation message and saves nothing', async () => {
    const page = await adminPage();
    const screen = new CurrenciesScreen(page);
    await screen.open();
    const before = await (await adminApi()).currencies();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/currencies') posts.push(request.url());
    });

    await screen.startAdding();
    await screen.fill({ code: 'CHF', symbol: 'Fr', rate: '0.88' });
    await screen.save();
    // packages/core currencyMessages.nameRequired, the same text the server sends.
    const nameField = screen.form().getByLabel('Currency Name', { exact: true });
    await shown(page.getByText('Currency name is required', { exact: true }));
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'currencies-validation');

    await screen.fill({ name: 'Swiss Franc', rate: '' });
    await screen.save();
    await shown(page.getByText('Exchange rate is required', { exact: true }));
    expect(await page.getByText('Currency name is required', { exact: true }).count()).toBe(0);

    expect(posts).toEqual([]);
    expect(await (await adminApi()).currencies()).toEqual(before);
  });

  it('edits the GBP rate: shown on the card and stored', async () => {
    const page = await adminPage();
    const screen = new CurrenciesScreen(page);
    await screen.open();
    await screen.card('GBP').getByRole('button', { name: 'Edit', exact: true }).click();
    const form = await shown(screen.card('GBP').locator('form'));
    expect(await form.getByLabel('Currency Code', { exact: true }).inputValue()).toBe('GBP');
    expect(await form.getByLabel('Exchange Rate', { exact: true }).inputValue()).toBe('0.79');
    await form.getByLabel('Exchange Rate', { exact: true }).fill('0.7425');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'success', 'Currency updated successfully');
    await gone(form);
    // The card shows the old rate until the list is fetched again.
    await eventually(async () =>
      expect(await screen.cardText('GBP')).toEqual({ code: 'GBP', name: 'British Pound', symbol: '£', rate: 'Reference rate (not used for deals): 0.7425 per 1 USD' }),
    );

    expect(await (await adminApi()).currency('GBP')).toMatchObject({ code: 'GBP', exchangeRate: '0.74250000' });
  });

  it('deletes GBP after confirmation: toast, card gone, gone from the API', async () => {
    const page = await adminPage();
    const screen = new CurrenciesScreen(page);
    await screen.open();
    await screen.card('GBP').getByRole('button', { name: 'Delete', exact: true }).click();

    // Cancel first: nothing happens.
    let dialog = await shown(page.getByRole('alertdialog', { name: 'Delete GBP?' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    expect(await (await adminApi()).currency('GBP')).toBeDefined();

    await screen.card('GBP').getByRole('button', { name: 'Delete', exact: true }).click();
    dialog = await shown(page.getByRole('alertdialog', { name: 'Delete GBP?' }));
    await screenshot(page, 'currencies-delete-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'success', 'Currency deleted successfully');
    await gone(screen.card('GBP'));
    await shown(screen.card('USD'));

    expect(await (await adminApi()).currency('GBP')).toBeUndefined();
  });

  it('refuses to delete a currency the system uses, with the server message', async () => {
    const page = await adminPage();
    const screen = new CurrenciesScreen(page);
    await screen.open();
    // AFN is the currency of the cash account (id 11).
    await screen.card('AFN').getByRole('button', { name: 'Delete', exact: true }).click();
    await (await shown(page.getByRole('alertdialog', { name: 'Delete AFN?' }))).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'error', 'Currency AFN cannot be deleted while accounts, balances, transactions, hawalas or rate history use it');
    await shown(screen.card('AFN'));
    expect(await (await adminApi()).currency('AFN')).toMatchObject({ exchangeRate: '70.00000000' });
  });
});

describe('currency converter', () => {
  /** converted = amount / fromRate * toRate, with 2 decimals; worked out by hand for the system rates. */
  async function openConverter() {
    const page = await adminPage();
    await page.goto('/currency-conversion');
    await new Shell(page).expectHeading('Currency Conversion');
    const rates = Object.fromEntries((await (await adminApi()).currencies()).map((c) => [c.code, c.exchangeRate]));
    // The seeded rates these expectations are worked out from.
    expect(rates).toEqual({ USD: '1.00000000', AFN: '70.00000000', PKR: '280.00000000', EUR: '0.92000000' });
    return page;
  }

  const from = (page: Page) => page.getByLabel('From', { exact: true });
  const to = (page: Page) => page.getByLabel('To', { exact: true });
  const amount = (page: Page) => page.getByLabel('Amount', { exact: true });
  const convert = (page: Page) => page.getByRole('button', { name: 'Convert', exact: true });
  const crossRates = async (page: Page) => (await page.getByTestId('cross-rates').locator('p').allTextContents()).map((t) => t.trim());
  const selectedCode = async (select: ReturnType<typeof from>) =>
    (await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')).split(' - ')[0];

  async function result(page: Page) {
    const card = await shown(page.getByTestId('conversion-result'));
    return {
      // Symbol then amount; spacing and bidi isolation are presentation, so they are left out.
      converted: ((await card.locator('p').nth(1).textContent()) ?? '').replace(/[\s\u200e\u200f\u2066-\u2069]/g, ''),
      line: ((await page.getByTestId('conversion-line').textContent()) ?? '').trim(),
    };
  }

  it('converts 100 USD to AFN: 7,000.00, the formula line and 4-decimal cross rates', async () => {
    const page = await openConverter();
    await from(page).selectOption({ label: 'USD - US Dollar' });
    await to(page).selectOption({ label: 'AFN - Afghan Afghani' });
    expect(await crossRates(page)).toEqual(['1 USD = 70.0000 AFN', '1 AFN = 0.0143 USD']);
    await amount(page).fill('100');
    await convert(page).click();
    expect(await result(page)).toEqual({ converted: '؋7,000.00', line: '100.00 USD = 7,000.00 AFN' });
    await screenshot(page, 'currency-conversion');
  });

  it('swaps the currencies and converts back', async () => {
    const page = await openConverter();
    await from(page).selectOption({ label: 'USD - US Dollar' });
    await to(page).selectOption({ label: 'AFN - Afghan Afghani' });
    await amount(page).fill('100');
    await convert(page).click();
    await result(page);

    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    expect(await selectedCode(from(page))).toBe('AFN');
    expect(await selectedCode(to(page))).toBe('USD');
    expect(await crossRates(page)).toEqual(['1 AFN = 0.0143 USD', '1 USD = 70.0000 AFN']);
    // The old result belonged to the other direction.
    await gone(page.getByTestId('conversion-result'));
    expect(await amount(page).inputValue()).toBe('100');

    await convert(page).click();
    // 100 / 70 * 1 = 1.428571… → 1.43
    expect(await result(page)).toEqual({ converted: '$1.43', line: '100.00 AFN = 1.43 USD' });
    // A changed amount clears the result of the old one (docs/decisions.md, Accounts).
    await amount(page).fill('200');
    await gone(page.getByTestId('conversion-result'));
  });

  it('converts between two non-dollar currencies through their USD rates', async () => {
    const page = await openConverter();
    await from(page).selectOption({ label: 'EUR - Euro' });
    await to(page).selectOption({ label: 'PKR - Pakistani Rupee' });
    // 1 / 0.92 * 280 = 304.347826… ; 0.92 / 280 = 0.0032857…
    expect(await crossRates(page)).toEqual(['1 EUR = 304.3478 PKR', '1 PKR = 0.0033 EUR']);
    await amount(page).fill('1234.5');
    await convert(page).click();
    // 1234.5 / 0.92 * 280 = 375,717.391304… → 375,717.39
    expect(await result(page)).toEqual({ converted: '₨375,717.39', line: '1,234.50 EUR = 375,717.39 PKR' });
  });

  it('asks for a positive amount instead of converting nothing', async () => {
    const page = await openConverter();
    await convert(page).click();
    await shown(page.getByText('Please enter an amount', { exact: true }));
    expect(await amount(page).getAttribute('aria-invalid')).toBe('true');
    await amount(page).fill('0');
    await convert(page).click();
    await shown(page.getByText('Amount must be greater than 0', { exact: true }));
    expect(await page.getByTestId('conversion-result').count()).toBe(0);
    await amount(page).fill('12.5');
    await convert(page).click();
    // Default pair: the first two currencies, USD then AFN. 12.5 * 70 = 875.
    expect(await result(page)).toEqual({ converted: '؋875.00', line: '12.50 USD = 875.00 AFN' });
    expect(await amount(page).getAttribute('aria-invalid')).toBe('false');
  });

  it('converts at the board’s mid rate, not at the reference rate of the table', async () => {
    const api = await adminApi();
    const pkr = (await api.currency('PKR'))!;
    const board = (await api.call<{ buyRate: string; sellRate: string }>('GET', `/api/currencies/${pkr.id}/rates`))!;
    await api.call('PUT', `/api/currencies/${pkr.id}`, { name: pkr.name, symbol: pkr.symbol, rate: '281.5' });
    // PKR's board mid 0.245 AFN, USD's 70: 1 USD = 70 / 0.245 = 285.71428571 PKR, whatever the table says.
    await api.call('PUT', `/api/currencies/${pkr.id}/rates`, { buyRate: '0.24', sellRate: '0.25' });
    try {
      const page = await adminPage();
      await page.goto('/currency-conversion');
      await from(page).selectOption({ label: 'USD - US Dollar' });
      await to(page).selectOption({ label: 'PKR - Pakistani Rupee' });
      await amount(page).fill('10');
      await convert(page).click();
      expect(await result(page)).toEqual({ converted: '₨2,857.14', line: '10.00 USD = 2,857.14 PKR' });
      expect((await page.getByTestId('deal-rate').textContent()) ?? '').toContain('Board mid rate for');
    } finally {
      await api.call('PUT', `/api/currencies/${pkr.id}`, { name: pkr.name, symbol: pkr.symbol, rate: '280' });
      await api.call('PUT', `/api/currencies/${pkr.id}/rates`, { buyRate: board.buyRate, sellRate: board.sellRate });
    }
    await eventually(async () => expect((await api.currency('PKR'))?.exchangeRate).toBe('280.00000000'));
  });
});
