import type { Locator } from 'playwright-core';

/**
 * vitest's expect does not retry like @playwright/test's, so screen assertions wait through these: each one
 * fails (throws) when the condition is not met in time.
 */
export async function shown(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

export async function gone(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Retries `check` until it stops throwing, for state that settles shortly after the screen says so. */
export async function eventually<T>(check: () => Promise<T>, timeout = 5_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
