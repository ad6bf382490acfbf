import type { Locator, Page } from 'playwright-core';
import { shown } from '../wait';

/** Picks an account in an account combobox by typing part of its code or name and clicking the option. */
export async function pickAccount(page: Page, combobox: Locator, search: string, option: string) {
  await combobox.fill(search);
  const choice = page.getByRole('option', { name: option });
  await shown(choice);
  await choice.click();
}

/** The Transfer and Exchange screens group each side in a labelled panel. */
export const panel = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
