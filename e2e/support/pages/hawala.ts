import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../../apps/web/src/i18n/en';
import { translate, type Catalogue } from '../i18n';
import { repoRoot } from '../server';
import { gone, shown } from '../wait';

/** How long a preview or an import may take to answer: the file's reader is a process started for it. */
const readerStart = 60_000;

/** The import fixtures the server's tests use: spreadsheets written by LibreOffice. */
export const hawalaFixture = (name: string) => path.join(repoRoot, 'apps/server/src/modules/hawala-import/fixtures', name);

/** A toast with its own title (the hawala toasts of docs/architecture.md, Errors and messages) and, when given, its description. */
export async function expectNotice(page: Page, kind: 'success' | 'error', title: string, description?: string) {
  const toast = page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ has: page.locator('[data-title]', { hasText: title }) });
  await shown(toast);
  expect(await toast.locator('[data-title]').first().textContent()).toBe(title);
  if (description !== undefined) expect(await toast.locator('[data-description]').first().textContent()).toBe(description);
}

/** docs/architecture.md, Screens, Import Hawala, in the language of the catalogue `t` (English unless given). */
export class ImportHawalaScreen {
  constructor(
    private readonly page: Page,
    private readonly t: Catalogue = en,
  ) {}

  readonly file = () => this.page.getByLabel(this.t.hawala.import.file);
  readonly chosenFile = () => this.page.getByTestId('chosen-file');
  readonly date = () => this.page.getByLabel(this.t.hawala.import.transactionDate);
  readonly previewButton = () => this.page.getByRole('button', { name: this.t.hawala.import.preview });
  readonly importButton = () => this.page.getByRole('button', { name: this.t.hawala.import.import });
  readonly dialog = () => this.page.getByRole('dialog');

  readonly sender = () => this.page.getByRole('combobox', { name: this.t.hawala.import.sender });

  /** Opens the screen and, when named, chooses the partner the sheet comes from (the first account found by that text). */
  async open(sender?: string) {
    await this.page.goto('/transactions/import-hawala');
    await shown(this.page.getByRole('heading', { name: this.t.hawala.import.title, level: 1 }));
    if (sender) await this.chooseSender(sender);
  }

  async chooseSender(search: string) {
    await this.sender().fill(search);
    const option = this.page.getByRole('option').filter({ hasText: search }).first();
    await shown(option);
    await option.click();
  }

  /** Chooses a file: a fixture's name, or the full path of a spreadsheet written elsewhere. */
  async choose(fixture: string) {
    await this.file().setInputFiles(path.isAbsolute(fixture) ? fixture : hawalaFixture(fixture));
    await shown(this.chosenFile().getByText(path.basename(fixture)));
  }

  /**
   * Previews the chosen file and returns the preview dialog's table rows' hawala numbers. The server reads the file in
   * a process of its own (docs/decisions.md), which takes more than a step's 10 s to start on a loaded 2-core machine.
   */
  async preview(): Promise<string[]> {
    await this.previewButton().click();
    await shown(this.dialog().getByText(this.t.hawala.import.previewTitle), readerStart);
    return this.dialog().getByRole('row').locator('[role="cell"]:first-child').allTextContents();
  }

  /** Clicks 'Import N Records' in the preview and waits for the result dialog; returns its title. */
  async importFromPreview(records: number): Promise<string> {
    await this.dialog().getByRole('button', { name: translate(this.t, 'hawala.import.importN', { count: records }), exact: true }).click();
    const result = this.page.locator('[role="dialog"]:has([data-outcome])');
    await shown(result, readerStart);
    return (await result.locator('h2').first().textContent()) ?? '';
  }

  /** docs/architecture.md, States and transitions: 3 s after an import, the result, the preview and the file are cleared. */
  async expectClearedAfterImport() {
    await gone(this.page.locator('[data-outcome]'), 6_000);
    await gone(this.chosenFile());
    expect(await this.importButton().isDisabled()).toBe(true);
  }
}

/** docs/architecture.md, Screens, Pass Hawala, in the language of the catalogue `t` (English unless given). */
export class PassHawalaScreen {
  constructor(
    private readonly page: Page,
    private readonly t: Catalogue = en,
  ) {}

  readonly list = () => this.page.getByTestId('pass-hawala-list');
  readonly count = () => this.page.getByTestId('hawala-count');
  readonly row = (hawalaNo: string): Locator => this.page.locator(`button[data-hawala="${hawalaNo}"]`);
  readonly detail = () => this.page.getByRole('region', { name: this.t.hawala.pass.detailTitle });
  readonly byBranch = () => this.detail().getByLabel(this.t.hawala.pass.byBranch);
  readonly branch = () => this.detail().getByRole('combobox', { name: this.t.hawala.pass.branchAccount });

  async open() {
    await this.page.goto('/transactions/pass-hawala');
    await shown(this.page.getByRole('heading', { name: this.t.hawala.pass.title, level: 1 }));
  }

  async search(text: string) {
    await this.page.getByLabel(this.t.hawala.pass.search, { exact: true }).fill(text);
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
