import type { Page } from 'playwright-core';
import { Shell } from './pages/shell';

/**
 * Moves to `path` inside the loaded app, as its own links do, and waits until no request (a lazy chunk, the screen's
 * queries) has been in flight for 300 ms: the screen as a clerk sees it after a click, without loading and compiling
 * the app again for every screen as `page.goto` does (docs/decisions.md, "CI time").
 */
export async function openInApp(page: Page, path: string) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await new Shell(page).navigate(path);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 300)) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
