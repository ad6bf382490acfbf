import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { permissionMessages, type BackupList, type BackupRecord } from '@sarafi/core';
import { en } from '../apps/web/src/i18n/en';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { fileSize } from '../apps/web/src/features/backups/file-size';
import { ApiClient } from './support/api';
import { mobile, screenshot, signInViaApi, useBrowser } from './support/browser';
import { translate } from './support/i18n';
import { Shell } from './support/pages/shell';
import { expectToast } from './support/pages/toasts';
import { ADMIN, startServer, type TestServer } from './support/server';
import { gone, shown } from './support/wait';
import { axe, report } from './support/a11y';

/*
 * The Backups screen (docs/decisions.md, Reliability) and System Health's backup line. The server keeps its backups in a folder of this file's
 * own (BACKUP_DIR), so a test can change a stored file the way a failing disk or a careless hand would. The schedule
 * stays off (BACKUP_EVERY_HOURS=0, as on every e2e server): the only backups are the ones these tests take.
 */
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-backups-'));
let server: TestServer | undefined;
const baseUrl = () => {
  if (!server) throw new Error('the e2e server is not started');
  return server.baseUrl;
};
beforeAll(async () => {
  server = await startServer({ BACKUP_DIR: backupDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(backupDir, { recursive: true, force: true });
});
const browser = useBrowser(baseUrl);
let admin: Promise<ApiClient> | undefined;
const adminApi = () => (admin ??= ApiClient.login(baseUrl(), ADMIN));

const clerk = { username: 'backup-clerk', password: 'backup-clerk-pass-1', email: 'backup-clerk@example.com', role: 'user' } as const;

const backupRow = (page: Page, name: string) => page.getByTestId(`backup-${name}`);
const healthLine = (page: Page) => page.getByTestId('system-health').getByTestId('health-last-backup');
const stored = async () => (await (await adminApi()).get<BackupList>('/api/backups')).backups;

/**
 * Holds the browser's calls to `url` until the returned function is called, so a test can see the screen while it
 * waits. Unroute once the answer has landed: unrouting a held call would answer it twice.
 */
async function hold(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('backups: the admin screen and System Health', () => {
  it('admin backs up now, sees the verified row, downloads it by keyboard, verifies it again; System Health shows its age', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.expectHeading('Admin Dashboard');
    // No backup yet, with the schedule off: said plainly, not in red (nothing is overdue).
    await shown(healthLine(page).getByText('Last verified backup: none yet'));
    expect(await healthLine(page).getAttribute('data-state')).toBe('good');

    await shell.sidebar().getByRole('button', { name: 'Reports' }).click();
    await shell.sidebar().getByRole('link', { name: 'Backups', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/backups');
    await shell.expectHeading('Backups');
    expect(await shell.activeLink()).toBe('/backups');
    await shown(page.getByText(en.backups.empty));
    await shown(page.getByText(`${en.backups.scheduleOff} The newest 30 backups are kept.`));
    await shown(page.getByText(en.backups.secret));

    // 'Back up now' writes and verifies: the button says so and stays disabled until the server answers.
    const release = await hold(page, '**/api/backups');
    const backUp = page.getByRole('button', { name: 'Back up now' });
    await backUp.click();
    const busy = page.getByRole('button', { name: 'Backing up...' });
    await shown(busy);
    expect(await busy.isDisabled()).toBe(true);
    await shown(page.getByRole('status').getByText(en.backups.progress));
    release();
    // A backup is a whole pg_dump and a restore check: on a loaded machine it outlasts a screen's 10 s wait.
    await gone(busy, 60_000);
    await expectToast(page, 'success', 'Backup taken and verified');
    await page.unroute('**/api/backups');
    await shown(backUp);
    await gone(page.getByRole('status').getByText(en.backups.progress));

    const [record] = await stored();
    expect(record).toMatchObject({ trigger: 'manual', verification: { ok: true } });
    const row = await shown(backupRow(page, record!.name));
    const size = fileSize(record!.bytes);
    for (const text of ['Manual', 'Verified', record!.name, translate(en, `backups.size.${size.unit}`, { size: size.size })]) {
      await shown(row.getByText(text, { exact: true }));
    }
    expect(await page.getByRole('list', { name: 'Stored backups' }).getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'backups');

    // Download, from the keyboard: the stored file itself, under its own name.
    const downloadButton = row.getByRole('button', { name: 'Download' });
    await downloadButton.focus();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe(record!.name);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.toString('utf8').startsWith('-- Sarafi database backup')).toBe(true);
    expect(bytes.length).toBe(record!.bytes);

    // Verify again: the row's button shows the check running, and the stored result is a new one.
    const releaseVerify = await hold(page, `**/api/backups/${record!.name}/verify`);
    await row.getByRole('button', { name: 'Verify' }).click();
    await shown(row.getByRole('button', { name: 'Verifying...' }));
    releaseVerify();
    await expectToast(page, 'success', en.backups.verifyOk);
    await page.unroute(`**/api/backups/${record!.name}/verify`);
    const [again] = await stored();
    expect(again!.verification!.ok).toBe(true);
    expect(new Date(again!.verification!.at).getTime()).toBeGreaterThan(new Date(record!.verification!.at).getTime());

    // System Health: the age of the last verified backup, and the way to this screen.
    await page.goto('/dashboard');
    await shown(healthLine(page).getByText('Last verified backup: just now'));
    expect(await healthLine(page).getAttribute('data-state')).toBe('good');
    await healthLine(page).getByRole('link', { name: 'Open Backups' }).click();
    await shell.expectHeading('Backups');
  });

  it('a backup file changed on disk fails verification: ✗ with the reason on the row, and System Health turns red', async () => {
    const api = await adminApi();
    const taken = await api.call<BackupRecord>('POST', '/api/backups');
    expect(taken.verification?.ok).toBe(true);
    appendFileSync(path.join(backupDir, taken.name), '-- one line more\n');
    const reason = 'The file changed after it was written';
    const detail = 'the file changed after it was written (checksum)';

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/backups');
    const row = await shown(backupRow(page, taken.name));
    await shown(row.getByText('Verified', { exact: true }));
    await row.getByRole('button', { name: 'Verify' }).click();
    const toast = await shown(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: reason }));
    expect(await toast.locator('[data-title]').textContent()).toBe('Verification failed');
    await shown(row.getByText('Verification failed', { exact: true }));
    await shown(row.getByText(/^The file changed after it was written/));
    await shown(row.getByText(detail, { exact: true }));
    // The older backup is still good, and stays marked so.
    const [, older] = await stored();
    await shown(backupRow(page, older!.name).getByText('Verified', { exact: true }));
    await screenshot(page, 'backups-failed');

    await page.goto('/dashboard');
    await shown(healthLine(page).getByText(`The newest backup failed verification: ${reason}`));
    expect(await healthLine(page).getAttribute('data-state')).toBe('bad');
    await shown(healthLine(page).getByText(/^Last verified backup: (just now|\d+ minutes? ago)$/));
    expect(await healthLine(page).getAttribute('class')).toContain('text-red-700');
  });

  it('in Dari at phone width the backups are stacked cards with their labels, with no sideways scroll and no axe finding', async () => {
    const api = await adminApi();
    await api.createUser({ username: 'backup-dari', password: 'backup-dari-pass-1', email: 'backup-dari@example.com', role: 'admin' });
    const { page } = await browser.session(mobile);
    await signInViaApi(page, { username: 'backup-dari', password: 'backup-dari-pass-1' });
    expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } })).status()).toBe(200);
    await page.goto('/backups');
    await new Shell(page).expectHeading(faAF.backups.title);
    const [newest] = await stored();
    const card = await shown(backupRow(page, newest!.name));
    // The column names, hidden beside the header row on a wide screen, are written out on each card.
    for (const label of Object.values(faAF.backups.columns).filter((l) => l !== faAF.backups.columns.actions)) {
      const box = await (await shown(card.getByText(label, { exact: true }))).boundingBox();
      expect(box!.width, label).toBeGreaterThan(10);
    }
    await shown(card.getByRole('button', { name: faAF.backups.download }));
    await shown(card.getByRole('button', { name: faAF.backups.verify }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(report(await axe(page, 'fa-AF', '/backups'))).toBe('');
    await screenshot(page, 'backups-fa-AF');
  });

  it('a clerk has no Backups link; the address shows the not-allowed page and the API refuses every backup call', async () => {
    const api = await adminApi();
    await api.createUser(clerk);
    const [newest] = await stored();
    const { page } = await browser.session();
    await signInViaApi(page, clerk);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.expectHeading('Currency Portfolio Overview');
    await shell.openAllSections();
    expect((await shell.menuLinks()).map((link) => link.href)).not.toContain('/backups');

    await page.goto('/backups');
    await shell.expectHeading('Access denied');
    await shown(page.getByText('Your role (user) cannot open this page.', { exact: false }));
    expect(await page.getByRole('button', { name: 'Back up now' }).count()).toBe(0);
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['POST', `/api/backups/${newest!.name}/verify`],
      ['GET', `/api/backups/${newest!.name}`],
    ] as const) {
      const response = await page.request.fetch(url, { method });
      expect(response.status(), `${method} ${url}`).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'permission.backup', message: permissionMessages.backup });
    }
  });
});
