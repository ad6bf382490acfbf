import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually, shown } from '../wait';

export type CardKey = 'total' | 'pending' | 'passed' | 'cancelled' | 'today';

/** docs/architecture.md, Screens, Dashboard: the dashboard, both variants. */
export class DashboardScreen {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly filter = () => this.page.getByTestId('time-frame-filter');
  readonly banner = () => this.page.getByTestId('filter-banner');
  readonly bannerCount = () => this.page.getByTestId('filter-count');
  readonly activeBadge = () => this.page.getByTestId('filter-active');
  readonly startDate = () => this.page.getByLabel('Start Date');
  readonly endDate = () => this.page.getByLabel('End Date');
  readonly card = (key: CardKey) => this.page.locator(`[data-card="${key}"]`);
  readonly balances = () => this.page.getByTestId('balances-card');
  readonly balanceCard = (code: string) => this.balances().locator(`li[data-code="${code}"]`);
  readonly dialog = () => this.page.getByRole('dialog');
  readonly health = () => this.page.getByTestId('system-health');

  async open(query = '') {
    await this.page.goto(`/dashboard${query}`);
    await shown(this.heading());
    // The figures are in once the cards show counts.
    await eventually(async () => expect(await this.cardCount('total')).not.toBe('–'), 10_000);
  }

  async cardCount(key: CardKey): Promise<string> {
    return ((await this.card(key).getByTestId('card-count').textContent()) ?? '').trim();
  }

  /** A card's sub-total line for one currency, e.g. '$ 1,504.00'. */
  async cardSubTotal(key: CardKey, currency: 'USD' | 'AFN'): Promise<string> {
    const text = await this.card(key).locator(`[data-currency="${currency}"] [dir="ltr"]`).textContent();
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Opens the filters (when closed) and sets both dates ('' clears one). */
  async setRange(fromDate: string, toDate: string) {
    const show = this.filter().getByRole('button', { name: 'Show Filters' });
    if (await show.isVisible()) await show.click();
    await this.startDate().fill(fromDate);
    await this.endDate().fill(toDate);
  }

  async clearRange() {
    await this.filter().getByRole('button', { name: 'Clear' }).click();
  }

  async openCard(key: CardKey): Promise<Locator> {
    await this.card(key).click();
    return shown(this.dialog());
  }

  readonly search = () => this.dialog().getByPlaceholder('Search by hawala number, sender, receiver, status, or currency...');
  readonly showing = () => this.dialog().getByTestId('list-showing');
  readonly rows = () => this.dialog().locator('li[data-hawala]');

  /** The hawala numbers the open list shows, in screen order. */
  async listed(): Promise<string[]> {
    return this.rows().evaluateAll((items) => items.map((li) => li.getAttribute('data-hawala') ?? ''));
  }

  /** Waits for the list itself: two searches in a row may both show 'Showing 1 of M'. */
  async expectListed(hawalaNumbers: string[]) {
    await eventually(async () => expect((await this.listed()).sort()).toEqual([...hawalaNumbers].sort()));
  }

  async expectShowing(text: string) {
    await eventually(async () => expect(await this.showing().textContent()).toBe(text));
  }

  async expectEmpty(text: string) {
    await eventually(async () => expect(await this.dialog().getByTestId('list-empty').textContent()).toBe(text));
  }

  async closeDialog() {
    await this.dialog().getByRole('button', { name: 'Close', exact: true }).last().click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** Types into the Add Account Balance dialog and presses Enter (docs/architecture.md, Screens, Dashboard: Enter submits). */
  async addCode(code: string) {
    const dialog = this.dialog();
    if (!(await dialog.isVisible())) await this.balances().getByRole('button', { name: 'Add Account' }).click();
    await shown(dialog.getByRole('heading', { name: 'Add Account Balance' }));
    const input = dialog.getByPlaceholder('Enter account code (e.g., 2002)');
    await input.fill(code);
    await input.press('Enter');
  }

  async storedCodes(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('dashboard-account-codes') ?? 'null') as unknown);
  }

  async codesShown(): Promise<string[]> {
    return this.balances().locator('li[data-code]').evaluateAll((items) => items.map((li) => li.getAttribute('data-code') ?? ''));
  }
}
