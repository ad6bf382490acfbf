/**
 * Counter speed (docs/decisions.md, Web and i18n): keystrokes and seconds for what a clerk does all day, keyboard only.
 *   npm run bench:counter
 * Builds the web app into a temporary folder (or uses BENCH_WEB_DIST), starts the app as production does on a
 * temporary DATA_DIR (its embedded PostgreSQL) or on BENCH_DATABASE_URL (an empty database), seeds a returning
 * customer, a USD customer and an imported hawala through the API, and drives headless Chromium at 1366×768:
 *   voucher   Credit for the returning customer: find by code, amount, narrative, save, receipt closed
 *   transfer  from the customer to another AFN customer: both accounts, amount, narrative, save
 *   exchange  AFN from the customer into USD for the USD customer: both accounts, amount, narrative, save
 *   hawala    find the imported hawala by number, open it, pass it in cash, receipt closed
 * Each scenario starts with its screen open (as a clerk keeps it) and ends when the posting is confirmed and any
 * receipt is closed. The driver only presses keys: it moves with Tab until the field it wants has focus, so a
 * screen that puts focus where the clerk types next costs no keys. Saving uses a shortcut only where the Save
 * button announces one (aria-keyshortcuts); otherwise Tab to Save and Enter. Keys are pressed BENCH_KEY_DELAY_MS
 * apart (default 120 ms, a quick clerk), so the seconds include typing as well as the app's own waits.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { chromium, type Locator, type Page } from 'playwright-core';
import { freePort, startApp, stopApp } from './bench-app';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');
const admin = { username: 'bench', password: 'bench-counter-pass-1' };
const keyDelayMs = Number(process.env.BENCH_KEY_DELAY_MS ?? 120);
const goal = { seconds: 15, controlKeys: 12 };

function webDist(): { dir: string; temporary: boolean } {
  if (process.env.BENCH_WEB_DIST) return { dir: process.env.BENCH_WEB_DIST, temporary: false };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-counter-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], { cwd: path.join(repoRoot, 'apps/web'), stdio: 'ignore' });
  return { dir, temporary: true };
}

interface Seeded {
  cookie: string;
  customerCode: string;
  payeeCode: string;
  dollarCode: string;
  hawalaNo: string;
}

/** The partner's spreadsheet of one hawala, in the columns of the import template. */
function hawalaSheet(hawalaNo: string): Blob {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, [hawalaNo, 'Karim Sultani', 'Wali Ahmad', 100, 1, 'AFN', 7000, 'Kabul', 1, 100]]), 'Hawalas');
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

async function seed(origin: string): Promise<Seeded> {
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const call = async <T>(method: string, route: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}${route}`, { method, headers: { cookie, 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const currencies = (await (await fetch(`${origin}/api/currencies`, { headers: { cookie } })).json()) as { id: number; code: string }[];
  const id = (code: string) => currencies.find((c) => c.code === code)!.id;
  // Pass Hawala pays from the sender's partner account (code 2001 by default).
  await call('POST', '/api/account-number-settings', { currency: 'PKR', startNumber: 2001 });
  await call('POST', '/api/accounts', { accountName: 'London Partner', currencyId: id('PKR'), accountType: 'hawala_partner' });
  // Customers a returning customer is found among.
  for (let i = 0; i < 30; i++) await call('POST', '/api/accounts', { accountName: `Customer ${i}`, lastName: 'Ahmadi', currencyId: id('AFN'), accountType: 'customer' });
  const customer = await call<{ id: number; accountCode: string }>('POST', '/api/accounts', { accountName: 'Ahmad', lastName: 'Hakimi', phone: '+93 700 123 456', currencyId: id('AFN'), accountType: 'customer' });
  const payee = await call<{ id: number; accountCode: string }>('POST', '/api/accounts', { accountName: 'Zahra', lastName: 'Rahimi', currencyId: id('AFN'), accountType: 'customer' });
  const dollar = await call<{ id: number; accountCode: string }>('POST', '/api/accounts', { accountName: 'Mariam', lastName: 'Noori', currencyId: id('USD'), accountType: 'customer' });
  await call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: id('AFN'), dAmount: '250000', transDescription: 'Deposit' });
  await call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: dollar.id, currencyId: id('USD'), dAmount: '1200', transDescription: 'Deposit' });
  const hawalaNo = 'LP-9001';
  const form = new FormData();
  form.set('file', hawalaSheet(hawalaNo), 'partner.xlsx');
  form.set('transactionDate', new Date().toISOString().slice(0, 10));
  const imported = await fetch(`${origin}/api/hawala/import`, { method: 'POST', headers: { cookie, origin }, body: form });
  if (!imported.ok) throw new Error(`hawala import → ${imported.status} ${await imported.text()}`);
  return { cookie, customerCode: customer.accountCode, payeeCode: payee.accountCode, dollarCode: dollar.accountCode, hawalaNo };
}

/** A keyboard that counts: control keys (Tab, Enter, shortcuts…) apart from the characters typed into fields. */
class CountingKeyboard {
  controlKeys = 0;
  typed = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.controlKeys++;
    await this.page.keyboard.press(key);
    await this.page.waitForTimeout(keyDelayMs);
  }

  async type(text: string) {
    this.typed += text.length;
    await this.page.keyboard.type(text, { delay: keyDelayMs });
  }

  /** Tab (or Shift+Tab, when the field lies behind) until the element has focus. */
  async tabTo(target: Locator) {
    const behind = await target.evaluate((element) => {
      const active = document.activeElement;
      return !!active && active !== document.body && (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    const key = behind ? 'Shift+Tab' : 'Tab';
    for (let i = 0; i < 120; i++) {
      if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
      await this.press(key);
    }
    throw new Error(`could not reach ${target.toString()} with ${key}`);
  }
}

async function pickAccount(keys: CountingKeyboard, combobox: Locator, code: string) {
  await keys.tabTo(combobox);
  await keys.type(code);
  await keys.press('Enter');
  await combobox.page().waitForFunction(
    ([element, wanted]) => (element as HTMLInputElement).value.startsWith(`${wanted as string} - `),
    [await combobox.elementHandle(), code] as const,
    { timeout: 5000 },
  );
}

/** Save by the shortcut the button announces, else Tab to it and Enter. */
async function save(keys: CountingKeyboard, page: Page) {
  const button = page.locator('form button[type="submit"]').first();
  const shortcuts = (await button.getAttribute('aria-keyshortcuts')) ?? '';
  if (shortcuts.includes('Control+S')) await keys.press('Control+s');
  else {
    await keys.tabTo(button);
    await keys.press('Enter');
  }
}

/** A receipt dialog after the save, closed with Escape; false when the screen opens none. */
async function closeReceipt(keys: CountingKeyboard, page: Page): Promise<boolean> {
  const receipt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /print/i }) });
  try {
    await receipt.waitFor({ state: 'visible', timeout: 4000 });
  } catch {
    return false;
  }
  await receipt.getByRole('group').first().waitFor({ state: 'visible', timeout: 5000 });
  await keys.press('Escape');
  await receipt.waitFor({ state: 'hidden' });
  return true;
}

const posted = (page: Page) => page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/(transactions|hawala\/pass)/.test(response.url()) && response.ok(), { timeout: 10_000 });

interface Result {
  scenario: string;
  'control keys': number;
  'typed characters': number;
  seconds: string;
  receipt: string;
  goal: string;
}

async function run(page: Page, origin: string, scenario: string, screen: string, steps: (keys: CountingKeyboard) => Promise<boolean>): Promise<Result> {
  await page.goto(`${origin}${screen}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const keys = new CountingKeyboard(page);
  const started = performance.now();
  const receipt = await steps(keys).catch(async (error: unknown) => {
    const shot = path.join(os.tmpdir(), `bench-counter-${scenario.split(' ')[0]}.png`);
    await page.screenshot({ path: shot });
    throw new Error(`${scenario} failed after ${keys.controlKeys} keys (screen: ${shot})`, { cause: error });
  });
  const seconds = (performance.now() - started) / 1000;
  const met = seconds < goal.seconds && keys.controlKeys <= goal.controlKeys;
  return { scenario, 'control keys': keys.controlKeys, 'typed characters': keys.typed, seconds: seconds.toFixed(1), receipt: receipt ? 'yes' : 'none opened', goal: met ? 'met' : 'MISSED' };
}

async function main() {
  const dist = webDist();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-counter-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let app: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    app = await startApp(process.env.BENCH_DATABASE_URL ?? { DATA_DIR: dataDir, DATABASE_URL: '' }, port, admin, { webDist: dist.dir });
    const seeded = await seed(origin);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addCookies([{ name: seeded.cookie.split('=')[0]!, value: seeded.cookie.slice(seeded.cookie.indexOf('=') + 1), url: origin }]);
    const page = await context.newPage();
    const combobox = (group?: string) => (group ? page.getByRole('group', { name: group, exact: true }) : page.locator('form')).getByRole('combobox').first();
    const narrative = (group?: string) => (group ? page.getByRole('group', { name: group, exact: true }) : page.locator('form')).locator('textarea:not([readonly])').first();
    const amount = (group?: string) => (group ? page.getByRole('group', { name: group, exact: true }) : page.locator('form')).locator('input[inputmode="decimal"]:not([readonly])').first();

    const results: Result[] = [];
    results.push(
      await run(page, origin, 'voucher (credit, returning customer)', '/transactions/credit', async (keys) => {
        await pickAccount(keys, combobox(), seeded.customerCode);
        await keys.tabTo(amount());
        await keys.type('1500');
        await keys.tabTo(narrative());
        await keys.type('cash in');
        const done = posted(page);
        await save(keys, page);
        await done;
        return closeReceipt(keys, page);
      }),
    );
    results.push(
      await run(page, origin, 'transfer', '/transactions/transfer', async (keys) => {
        const sides = await page.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? ''));
        await pickAccount(keys, combobox(sides[0]), seeded.customerCode);
        await keys.tabTo(amount(sides[0]));
        await keys.type('2000');
        await keys.tabTo(narrative(sides[0]));
        await keys.type('to cash');
        await pickAccount(keys, combobox(sides[1]), seeded.payeeCode);
        const done = posted(page);
        await save(keys, page);
        await done;
        return closeReceipt(keys, page);
      }),
    );
    results.push(
      await run(page, origin, 'exchange (AFN → USD)', '/transactions/exchange', async (keys) => {
        const sides = await page.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? '').filter(Boolean));
        await pickAccount(keys, combobox(sides[0]), seeded.customerCode);
        await keys.tabTo(amount(sides[0]));
        await keys.type('7000');
        await keys.tabTo(narrative(sides[0]));
        await keys.type('to dollars');
        await pickAccount(keys, combobox(sides[1]), seeded.dollarCode);
        // The rate comes from the currency table; the clerk types one only when there is none.
        const rate = page.getByRole('spinbutton', { name: /rate/i }).first();
        if (!(await rate.inputValue())) {
          await keys.tabTo(rate);
          await keys.type('0.0142');
        }
        const done = posted(page);
        await save(keys, page);
        await done;
        return closeReceipt(keys, page);
      }),
    );
    results.push(
      await run(page, origin, 'pass imported hawala (cash)', '/transactions/pass-hawala', async (keys) => {
        const search = page.getByRole('searchbox').first();
        await keys.tabTo(search);
        await keys.type(seeded.hawalaNo);
        const row = page.locator(`button[data-hawala="${seeded.hawalaNo}"]`);
        await page.getByTestId('hawala-count').filter({ hasText: /^1\b|\b1\b/ }).waitFor();
        await keys.tabTo(row);
        await keys.press('Enter');
        const detail = page.getByRole('region').filter({ has: page.getByTestId('detail-hawala-no') });
        const pass = detail.getByRole('button').filter({ hasText: /pass/i }).filter({ hasNotText: /already/i }).first();
        await pass.waitFor();
        const done = posted(page);
        await keys.tabTo(pass);
        await keys.press('Enter');
        await done;
        return closeReceipt(keys, page);
      }),
    );
    console.log(`Counter keystrokes at 1366×768, keys ${keyDelayMs} ms apart (goal: under ${goal.seconds} s and at most ${goal.controlKeys} control keys plus typed amounts and codes):`);
    console.table(results);
  } finally {
    await browser.close();
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary && existsSync(dist.dir)) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
