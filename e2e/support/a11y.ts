import { expect } from 'vitest';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import type { Account, Transaction } from '@sarafi/core';
import type { BrowserSession } from './browser';
import { openInApp } from './open-in-app';
import { signInViaApi } from './browser';
import type { ServerHandle } from './server';

/** Every screen of features/shell/routes.tsx (':id' filled in), the print page and the login page. */
export const appRoutes = [
  '/dashboard',
  '/users',
  '/roles',
  '/currencies',
  '/currency-conversion',
  '/accounts/new',
  '/accounts/edit',
  '/accounts/view/:id',
  '/accounts/view/:id/statement',
  '/accounts/edit/:id',
  '/account-settings',
  '/transactions/debit',
  '/transactions/credit',
  '/transactions/transfer',
  '/transactions/exchange',
  '/transactions/search',
  '/hawala-serial',
  '/transactions/hawala',
  '/transactions/import-hawala',
  '/transactions/pass-hawala',
  '/backups',
  '/reports/cash-book',
  '/reports/day-close',
  '/reports/trial-balance',
  '/reports/till-variances',
  '/my-till',
  '/tills',
  '/compliance/id-expiry',
  '/compliance/settings',
  '/compliance/lctr',
  '/two-factor',
  '/compliance/reviews',
  '/compliance/sanctions-lists',
  '/compliance/cases',
];

export interface Finding {
  language: string;
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Lets lazy chunks and the first queries land, so axe sees the screen and not its spinner. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await noSpinner(page);
}

async function noSpinner(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"], .animate-spin'), null, { timeout: 10_000 }).catch(() => undefined);
}

/** The rules the sweeps hold every screen to. */
const wcagTags = ['wcag2a', 'wcag2aa'];

/**
 * axe-core's violations on the page as it is. axe is put into a document once and kept there while the sweep moves
 * from screen to screen inside the app (`openInApp`); only violations are collected, the passes are not wanted
 * (docs/decisions.md, "CI time").
 */
export async function axe(page: Page, language: string, path: string): Promise<Finding[]> {
  await settle(page);
  return violations(page, language, path);
}

async function violations(page: Page, language: string, path: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axeCore }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    wcagTags,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ language, path, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** axe on each of `paths` in turn: the first screen is loaded, the sweep moves to each next one inside the app. */
export async function sweep(page: Page, language: string, paths: string[]): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const [index, path] of paths.entries()) {
    if (index === 0) {
      await page.goto(path);
      await settle(page);
    } else {
      await openInApp(page, path);
      await noSpinner(page);
    }
    found.push(...(await violations(page, language, path)));
  }
  return found;
}

export const report = (findings: Finding[]) => findings.map((f) => `${f.language} ${f.path}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');


/**
 * An account, a voucher and a till held by the first admin (so the tills screens show a holder and a balance), and
 * every screen's path with them filled in (the print page included).
 */
export async function a11yWorld(app: ServerHandle) {
  const api = await app.adminApi();
  const account = await api.call<Account>('POST', '/api/accounts', { accountName: 'Axe Customer', currencyId: 2, accountType: 'customer', dateOfBirth: '1990-03-21' });
  const voucher = await api.call<Transaction>('POST', '/api/transactions', {
    transType: 'Credit', inAccountId: account.id, outAccountId: 11, currencyId: 2, dAmount: '2500', transDescription: 'Opening deposit',
  });
  const till = await api.call<{ id: number }>('POST', '/api/tills', { name: 'Counter 1' });
  await api.call('POST', `/api/tills/${till.id}/shifts`, { float: [] });
  const paths = [...appRoutes.map((p) => p.replace(':id', String(account.id))), `/print/receipt/${voucher.id}?width=80mm`];
  return { api, account, paths };
}

/** A page whose window.print() returns at once: the print page calls it, and headless Chromium must not block on it. */
export async function printSafePage(session: () => Promise<BrowserSession>) {
  const { page, context } = await session();
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  return page;
}

/**
 * Every screen for each language, one admin per language in a browser context of its own, checked side by side: the
 * preference is the user's, and most of a page's time is spent waiting for the network to go quiet, which they share.
 */
export async function scanLanguages(app: ServerHandle, session: () => Promise<BrowserSession>, languages: string[], paths: string[]) {
  const api = await app.adminApi();
  const perLanguage = await Promise.all(
    languages.map(async (language) => {
      const clerk = { username: `axe_${language.replace('-', '_').toLowerCase()}`, password: 'axe-admin-pass-1' };
      await api.createUser({ ...clerk, email: `${clerk.username}@example.com`, role: 'admin' });
      const own = await printSafePage(session);
      await signInViaApi(own, clerk);
      const response = await own.request.put('/api/auth/me/preferences', { data: { language } });
      expect(response.status(), await response.text()).toBe(200);
      return sweep(own, language, paths);
    }),
  );
  return perLanguage.flat();
}

/**
 * Half of the screens: each language's sweep is two files, so a sweep's half fits well inside its timeout on a busy
 * machine and the halves spread over the workers (docs/decisions.md, "CI time").
 */
export const half = (paths: string[], which: 1 | 2) => (which === 1 ? paths.slice(0, Math.ceil(paths.length / 2)) : paths.slice(Math.ceil(paths.length / 2)));
