import type { Locator, Page } from 'playwright-core';
import { shown } from '../wait';

export interface MenuLink {
  name: string;
  href: string;
}

/** The sidebar (docs/architecture.md, Screens, Sidebar): a fixed column from md up, a drawer behind 'Open menu' below. */
export class Shell {
  constructor(private readonly page: Page) {}

  readonly sidebar = (): Locator => this.page.getByRole('navigation', { name: 'Account Management System' });
  readonly heading = (): Locator => this.page.getByRole('heading', { level: 1 });

  /** Every link of the sidebar's menu, in screen order; the signed-in user's own links under their name are no menu. */
  async menuLinks(): Promise<MenuLink[]> {
    const nav = await shown(this.sidebar());
    return nav.getByRole('link').evaluateAll((links) =>
      links.filter((a) => !a.closest('[data-testid="sidebar-account"]')).map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
  }

  /** The collapsible section headers of the sidebar ('Account Operations', 'Transactions', 'Reports'). */
  async menuSections(): Promise<string[]> {
    const nav = await shown(this.sidebar());
    return nav.locator('button[aria-expanded]').evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').trim()));
  }

  /** Opens every collapsed section (Reports starts closed). */
  async openAllSections() {
    const nav = await shown(this.sidebar());
    const closed = nav.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
  }

  /** The link the sidebar marks as the current page. */
  async activeLink(): Promise<string | null> {
    const nav = await shown(this.sidebar());
    const current = nav.locator('a[aria-current="page"]');
    return (await current.count()) === 1 ? current.getAttribute('href') : null;
  }

  async signedInAs(): Promise<{ name: string; role: string }> {
    const nav = await shown(this.sidebar());
    return {
      name: ((await nav.getByTestId('sidebar-user').textContent()) ?? '').trim(),
      role: ((await nav.getByTestId('sidebar-role').textContent()) ?? '').trim(),
    };
  }

  /** Client-side navigation, as a link click would do it, without reloading the app. */
  async navigate(path: string) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async expectHeading(text: string) {
    await shown(this.page.getByRole('heading', { level: 1, name: text, exact: true }));
  }

  async logout() {
    await this.sidebar().getByRole('button', { name: 'Logout' }).click();
  }
}
