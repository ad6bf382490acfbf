/**
 * The Journal screen (docs/decisions.md, Journal): the owner verifies the hash chain against the ledger in Dari, at
 * both widths; a change made in the database behind the app's back is then shown as the first broken row; a clerk
 * has neither the link nor the API.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalVerdict } from '@sarafi/core';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { Shell } from './support/pages/shell';
import { ADMIN, freshDatabase, startServer, type TestServer } from './support/server';
import { shown } from './support/wait';

let server: TestServer | undefined;
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
const baseUrl = () => {
  if (!server) throw new Error('the e2e server is not started');
  return server.baseUrl;
};
beforeAll(async () => {
  database = await freshDatabase('e2e_journal');
  server = await startServer(database.env);
});
afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});
const browser = useBrowser(baseUrl);

const owner = { username: 'journal-owner', password: 'journal-owner-pass-1' };
const clerk = { username: 'journal-clerk', password: 'journal-clerk-pass-1' };

/** A superuser's change past the append-only triggers, straight in the database. */
async function asSuperuser(statement: string) {
  const client = new pg.Client({ connectionString: database!.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

describe('journal', () => {
  it('verifies in Dari, shows the head the API gives, then points at an amount changed in the database', async () => {
    const admin = await ApiClient.login(baseUrl(), ADMIN);
    await admin.createUser({ ...owner, email: 'journal-owner@example.com', role: 'admin', fullName: 'حاجی نور' });
    const account = await admin.call<{ id: number }>('POST', '/api/accounts', { accountName: 'مشتری ژورنال', currencyId: 2 });
    const posted: number[] = [];
    for (const dAmount of ['1500.00', '2750.50']) {
      posted.push((await admin.call<{ id: number }>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: account.id, currencyId: 2, dAmount, transDescription: 'نقد' })).id);
    }

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.openAllSections();
    expect((await shell.menuLinks()).map((link) => link.href)).toContain('/reports/journal');
    expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } })).status()).toBe(200);
    await page.goto('/reports/journal');
    await shell.expectHeading(faAF.journal.title);
    await shown(page.getByText(faAF.journal.notYet));
    await page.getByRole('button', { name: faAF.journal.verify }).click();
    await shown(page.getByText(faAF.journal.ok));
    const head = await (await shown(page.getByTestId('journal-head'))).textContent();
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    // The screen's head is the chain's: the API, asked now, gives the same or one grown past it by rows since.
    const api = await admin.get<JournalVerdict>('/api/journal/verify');
    expect(api.ok).toBe(true);
    await screenshot(page, 'journal-fa-AF');

    await asSuperuser(`update ledger_entries set amount = amount * 10 where transaction_id = ${posted[1]}`);
    await page.getByRole('button', { name: faAF.journal.verify }).click();
    await shown(page.getByText(faAF.journal.broken));
    await shown(page.getByText(faAF.journal.findings.entriesDiffer));
    // The verifier's English detail is for English readers; the API names the changed transaction.
    expect(await page.getByText(new RegExp(`^transaction ${posted[1]}: account`)).count()).toBe(0);
    expect(await admin.get<JournalVerdict>('/api/journal/verify')).toMatchObject({ ok: false, reason: expect.stringMatching(new RegExp(`^transaction ${posted[1]}: account`)) });
    await screenshot(page, 'journal-broken-fa-AF');
  });

  it('a clerk has no Journal link, and the API refuses them', async () => {
    const admin = await ApiClient.login(baseUrl(), ADMIN);
    await admin.createUser({ ...clerk, email: 'journal-clerk@example.com', role: 'user' });
    const { page } = await browser.session();
    await signInViaApi(page, clerk);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.openAllSections();
    expect((await shell.menuLinks()).map((link) => link.href)).not.toContain('/reports/journal');
    expect((await page.request.get('/api/journal/verify')).status()).toBe(403);
  });
});
