/**
 * Front-end budgets (docs/decisions.md, Security): production build sizes and Lighthouse scores.
 *   npm run bench:web
 * Builds the web app, reads dist/index.html for what a first visit downloads (the entry script, its
 * modulepreloads and the stylesheet) and sums their gzip and brotli sizes, lists each lazily loaded chunk, then
 * starts the app as production does (`node --import tsx apps/server/src/main.ts`, a temporary DATA_DIR with its embedded PostgreSQL,
 * demo-like data posted through the API) and runs Lighthouse 12 (desktop preset, performance and accessibility)
 * with /usr/bin/chromium on the login screen, the dashboard and the transfer screen, signed in by cookie.
 * Each page is audited BENCH_RUNS times (default 3) and the median run reported.
 * Budgets: initial JS ≤ 350 KB gzip; performance ≥ 90 and accessibility ≥ 95 on each page.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort } from './bench-app';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');
const dist = path.join(repoRoot, 'apps/web/dist');
const admin = { username: 'bench', password: 'bench-web-pass-1' };
const budget = { initialJsKb: 350, performance: 90, accessibility: 95 };
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sizes(file: string) {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

function buildReport() {
  execFileSync('npm', ['run', 'build', '-w', '@sarafi/web'], { cwd: repoRoot, stdio: 'ignore' });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const initialJs = initial.filter((f) => f.endsWith('.js')).map((f) => ({ file: f, ...sizes(f) }));
  const initialCss = initial.filter((f) => f.endsWith('.css')).map((f) => ({ file: f, ...sizes(f) }));
  const lazy = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
    .map((f) => ({ file: f, ...sizes(`assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list: { raw: number; gzip: number; brotli: number }[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((n, f) => n + f[key], 0);
  return {
    initialJs: { files: initialJs.length, raw: sum(initialJs, 'raw'), gzip: sum(initialJs, 'gzip'), brotli: sum(initialJs, 'brotli') },
    initialCss: { gzip: sum(initialCss, 'gzip') },
    lazy,
    totalDistBytes: readdirSync(path.join(dist, 'assets')).reduce((n, f) => n + statSync(path.join(dist, 'assets', f)).size, 0),
  };
}

async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start within 60 s');
}

/** Some accounts and postings, so the dashboard and the pickers render what a working shop would show. */
async function seed(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route} → ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) ids.push((await post('/api/accounts', { accountName: `Customer ${i}`, currencyId: 2, accountType: 'customer' })).id);
  for (let i = 0; i < 40; i++) {
    await post('/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: ids[i % ids.length], currencyId: 2, dAmount: `${1000 + i * 37}.50`, transDescription: `deposit ${i}` });
  }
  return cookie;
}

async function audit(url: string, port: number, cookie?: string) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: cookie ? { Cookie: cookie } : undefined },
    desktopConfig,
  );
  const categories = result!.lhr.categories;
  const audits = result!.lhr.audits;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .map((a) => a.id);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing: failing.slice(0, 8).join(', '),
    error: result!.lhr.runtimeError?.message ?? audits['largest-contentful-paint']?.errorMessage ?? '',
  };
}

async function main() {
  const build = buildReport();
  console.log(`Initial JS: ${build.initialJs.files} files, ${kb(build.initialJs.raw)} KB raw, ${kb(build.initialJs.gzip)} KB gzip, ${kb(build.initialJs.brotli)} KB brotli (budget ${budget.initialJsKb} KB gzip: ${build.initialJs.gzip / 1024 <= budget.initialJsKb ? 'met' : 'MISSED'}); initial CSS ${kb(build.initialCss.gzip)} KB gzip`);
  console.log('Largest lazily loaded chunks (gzip KB):');
  console.table(build.lazy.slice(0, 12).map((f) => ({ chunk: f.file, 'raw KB': kb(f.raw), 'gzip KB': kb(f.gzip) })));
  console.log(`${build.lazy.length} lazy chunks in all; dist/assets holds ${kb(build.totalDistBytes)} KB (fonts included)`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-web-'));
  const port = await freePort();
  const app = await startApp(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const cookie = await seed(origin);
    const pages = [
      { page: 'login', url: `${origin}/`, cookie: undefined },
      { page: 'dashboard', url: `${origin}/dashboard`, cookie },
      { page: 'transfer', url: `${origin}/transactions/transfer`, cookie },
    ];
    const rows = [];
    for (const p of pages) {
      // Lighthouse varies run to run (and a run on a busy machine can fail outright): the median of `runs` runs.
      const runs = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await audit(p.url, chrome.port, p.cookie));
      const scores = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      rows.push({ page: p.page, ...scores, goal: scores.performance >= budget.performance && scores.accessibility >= budget.accessibility ? 'met' : 'MISSED' });
    }
    console.log(`Lighthouse ${desktopConfig.settings?.formFactor ?? 'desktop'} (performance ≥ ${budget.performance}, accessibility ≥ ${budget.accessibility}):`);
    console.table(rows);
  } finally {
    await chrome.kill();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
