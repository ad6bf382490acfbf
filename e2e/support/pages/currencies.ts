import type { Page } from 'playwright-core';
import { shown } from '../wait';
import { dismissToasts } from './toasts';

export interface CurrencyInput {
  code?: string;
  name: string;
  symbol: string;
  rate: string;
}

/** /currencies (docs/architecture.md, Screens, Currencies): a card per currency, an inline Add Currency form, edit and delete per card. */
export class CurrenciesScreen {
  constructor(private readonly page: Page) {}

  readonly card = (code: string) => this.page.getByTestId(`currency-card-${code}`);
  readonly form = () => this.page.locator('form');

  async open() {
    await this.page.goto('/currencies');
    await shown(this.page.getByRole('heading', { level: 1, name: 'Currency Management' }));
    await shown(this.card('USD'));
  }

  async fill(values: Partial<CurrencyInput>) {
    const form = await shown(this.form());
    if (values.code !== undefined) await form.getByLabel('Currency Code', { exact: true }).fill(values.code);
    if (values.name !== undefined) await form.getByLabel('Currency Name', { exact: true }).fill(values.name);
    if (values.symbol !== undefined) await form.getByLabel('Symbol', { exact: true }).fill(values.symbol);
    if (values.rate !== undefined) await form.getByLabel('Exchange Rate', { exact: true }).fill(values.rate);
  }

  async startAdding() {
    // A toast sits over the header's Add Currency button at 1280 px and, while hovered, never times out.
    await dismissToasts(this.page);
    await this.page.getByRole('button', { name: 'Add Currency', exact: true }).click();
    await shown(this.form());
  }

  async save() {
    await this.form().getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** What a card shows: code, name, symbol and the rate line. */
  async cardText(code: string) {
    const card = await shown(this.card(code));
    return {
      code: await card.locator('p').first().textContent(),
      name: await card.locator('p').nth(1).textContent(),
      symbol: await card.getByLabel('Symbol').textContent(),
      rate: await card.getByTestId('currency-rate').textContent(),
    };
  }
}
