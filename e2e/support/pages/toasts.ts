import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../../apps/web/src/i18n/en';
import type { Catalogue } from '../i18n';
import { shown } from '../wait';

/**
 * Sonner toasts (docs/architecture.md, Errors and messages; Constants and limits): a success toast carries its text as title; an error toast is titled 'Error' (the
 * catalogue's common.error in the page's language, `t`).
 */
export async function expectToast(page: Page, kind: 'success' | 'error', text: string, t: Catalogue = en) {
  const toast = page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ hasText: text });
  await shown(toast);
  if (kind === 'error') {
    expect(await toast.locator('[data-title]').first().textContent()).toBe(t.common.error);
    expect(await toast.locator('[data-description]').first().textContent()).toBe(text);
  } else {
    expect(await toast.locator('[data-title]').first().textContent()).toBe(text);
  }
}

/** Dismisses every toast and waits until none is left, so the next assertion cannot see a stale one. */
export async function dismissToasts(page: Page) {
  // Clicked in the page: a toast's close button moves while it animates in, which Playwright's click waits out.
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]').forEach((b) => b.click()));
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
}

/**
 * The login screen reloads the page right after its success toast, so the toast lives for a moment only.
 * This records the text of every toast the page ever shows, across reloads, in sessionStorage.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = (): string[] => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((el) => el.textContent ?? '');
      const known = seen();
      const fresh = texts.filter((text) => !known.includes(text));
      if (fresh.length) sessionStorage.setItem('e2e-toasts', JSON.stringify([...known, ...fresh]));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
}
