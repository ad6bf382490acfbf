import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { repoRoot } from './server';

export const desktop = { width: 1280, height: 800 } as const;
export const mobile = { width: 390, height: 844 } as const;
/** The counter's laptop, the size every screen is looked at in. */
const laptop = { width: 1366, height: 768 } as const;
export const screenshotDir = path.join(repoRoot, 'screenshots');

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

/**
 * Chromium honours only the last --disable-features on its command line, and Playwright passes its own list first, so
 * ours repeats Playwright's (playwright-core 1.65's chromiumSwitches) before adding what a journey never uses. The
 * omnibox popups are pages of the browser's own interface: new headless Chromium built and preloaded them for every
 * context, a renderer process each, about a fifth of a journey session's CPU (docs/BENCHMARKS.md, "CI time").
 */
const playwrightVersion = '1.65.1';
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const unusedBrowserInterface = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** The copied list is Playwright's only for the version it was copied from: another one must be compared again. */
function disabledFeaturesSwitch(): string {
  const installed = (createRequire(import.meta.url)('playwright-core/package.json') as { version: string }).version;
  if (installed !== playwrightVersion) {
    throw new Error(`playwright-core is ${installed}: compare its chromiumSwitches' disabledFeatures with e2e/support/browser.ts and update playwrightVersion`);
  }
  return `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserInterface].join(',')}`;
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per vitest worker, shared by the files it runs (the worker keeps its modules from file to file:
 * vitest.config.ts): a launch cost ~2.5 CPU-seconds a file (docs/BENCHMARKS.md, CI time). Each file's sessions are
 * still fresh contexts with their own cookies and storage. A browser that died is launched again for the next file.
 */
function workerBrowser(): Promise<Browser> {
  if (!sharedBrowser) {
    const launching = chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', disabledFeaturesSwitch()],
    });
    sharedBrowser = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => (sharedBrowser = undefined)),
      () => (sharedBrowser = undefined),
    );
  }
  return sharedBrowser;
}

/**
 * A file's sessions: every `session()` is a fresh context (own cookies), closed after its test.
 * `baseUrl` is read lazily because the server starts in a beforeAll registered before this one.
 */
export function useBrowser(baseUrl: () => string) {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  // Asked for as the spec file loads, so a first launch overlaps the server's health check.
  const launching = workerBrowser();
  // A failed launch is reported by beforeAll, not as an unhandled rejection.
  launching.catch(() => undefined);

  beforeAll(async () => {
    browser = await launching;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  return {
    async session(viewport: { width: number; height: number } = desktop): Promise<BrowserSession> {
      if (!browser) throw new Error('the browser is not launched yet');
      const context = await browser.newContext({ baseURL: baseUrl(), viewport });
      context.setDefaultTimeout(10_000);
      open.push(context);
      return { context, page: await context.newPage() };
    },
  };
}

/**
 * Signs in through the API with the page's own request context, so the session cookie lands in the browser
 * context (docs/architecture.md, Layers: journeys sign in through the API). The next navigation is signed in.
 */
export async function signInViaApi(page: Page, credentials: { username: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), `API login as ${credentials.username}: ${await response.text()}`).toBe(200);
}

/**
 * Saves the current screen at 1366x768 and at 390x844 into screenshots/{name}-desktop.png / -mobile.png,
 * then puts the viewport back as it was. Pass fullPage: false while a modal is open (its overlay covers only
 * the viewport).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(screenshotDir, { recursive: true });
  const before = page.viewportSize() ?? desktop;
  for (const [label, size] of [['desktop', laptop], ['mobile', mobile]] as const) {
    await page.setViewportSize(size);
    // Two frames for layout after the resize (media queries, drawers); animations are finished by the screenshot.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
  }
  await page.setViewportSize(before);
}

/** Saves the screen as it is now (a print layout, a wall screen) into screenshots/{name}.png. */
export async function screenshotAsIs(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
