import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../server';
import { gone, shown } from '../wait';

/** The import fixtures the server's tests use: spreadsheets written by LibreOffice. */
export const hawalaFixture = (name: string) => path.join(repoRoot, 'apps/server/src/modules/hawala-import/fixtures', name);

/** A toast with its own title (SPEC §8's hawala toasts) and, when given, its description. */
export async function expectNotice(page: Page, kind: 'success' | 'error', title: string, description?: string) {
  const toast = page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ has: page.locator('[data-title]', { hasText: title }) });
  await shown(toast);
  expect(await toast.locator('[data-title]').first().textContent()).toBe(title);
  if (description !== undefined) expect(await toast.locator('[data-description]').first().textContent()).toBe(description);
}

/** SPEC §2.18. */
export class ImportHawalaScreen {
  constructor(private readonly page: Page) {}

  readonly file = () => this.page.getByLabel('Excel File');
  readonly chosenFile = () => this.page.getByTestId('chosen-file');
  readonly date = () => this.page.getByLabel('Transaction Date');
  readonly previewButton = () => this.page.getByRole('button', { name: 'Preview Data' });
  readonly importButton = () => this.page.getByRole('button', { name: 'Import Data' });
  readonly dialog = () => this.page.getByRole('dialog');

  async open() {
    await this.page.goto('/transactions/import-hawala');
    await shown(this.page.getByRole('heading', { name: 'Import Hawala', level: 1 }));
  }

  async choose(fixture: string) {
    await this.file().setInputFiles(hawalaFixture(fixture));
    await shown(this.chosenFile().getByText(fixture));
  }

  /** Previews the chosen file and returns the preview dialog's table rows' hawala numbers. */
  async preview(): Promise<string[]> {
    await this.previewButton().click();
    await shown(this.dialog().getByText('Preview Data'));
    return this.dialog().getByRole('row').locator('[role="cell"]:first-child').allTextContents();
  }

  /** Clicks 'Import N Records' in the preview and waits for the result dialog; returns its title. */
  async importFromPreview(records: number): Promise<string> {
    await this.dialog().getByRole('button', { name: `Import ${records} Record${records === 1 ? '' : 's'}` }).click();
    const result = this.page.locator('[role="dialog"]:has([data-outcome])');
    await shown(result);
    return (await result.locator('h2').first().textContent()) ?? '';
  }

  /** SPEC §4: 3 s after an import, the result, the preview and the file are cleared. */
  async expectClearedAfterImport() {
    await gone(this.page.locator('[data-outcome]'), 6_000);
    await gone(this.chosenFile());
    expect(await this.importButton().isDisabled()).toBe(true);
  }
}

/** SPEC §2.19. */
export class PassHawalaScreen {
  constructor(private readonly page: Page) {}

  readonly list = () => this.page.getByTestId('pass-hawala-list');
  readonly count = () => this.page.getByTestId('hawala-count');
  readonly row = (hawalaNo: string): Locator => this.page.locator(`button[data-hawala="${hawalaNo}"]`);
  readonly detail = () => this.page.getByRole('region', { name: 'Hawala Details' });
  readonly byBranch = () => this.detail().getByLabel('Is Passed by Branch');
  readonly branch = () => this.detail().getByRole('combobox', { name: 'Branch Account (1007 / 2007)' });

  async open() {
    await this.page.goto('/transactions/pass-hawala');
    await shown(this.page.getByRole('heading', { name: 'Pass Hawala', level: 1 }));
  }

  async search(text: string) {
    await this.page.getByLabel('Search', { exact: true }).fill(text);
  }

  async select(hawalaNo: string) {
    await (await shown(this.row(hawalaNo))).click();
    await shown(this.detail().getByTestId('detail-hawala-no').getByText(hawalaNo, { exact: true }));
  }

  async statusOf(hawalaNo: string): Promise<string | null> {
    return this.row(hawalaNo).locator('[data-status]').getAttribute('data-status');
  }

  button(name: string) {
    return this.detail().getByRole('button', { name, exact: true });
  }

  /** Picks a branch account; returns the colour of its currency tag (green: matches the hawala's currency). */
  async pickBranch(option: string): Promise<'green' | 'red'> {
    await this.branch().fill('');
    await this.branch().click();
    const choice = this.page.getByRole('option', { name: option });
    await shown(choice);
    const tag = (await choice.locator('span').last().getAttribute('class')) ?? '';
    await choice.click();
    return tag.includes('green') ? 'green' : 'red';
  }
}
