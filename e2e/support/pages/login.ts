import type { Page } from 'playwright-core';
import { en } from '../../../apps/web/src/i18n/en';
import type { Catalogue } from '../i18n';
import { shown } from '../wait';

/** The login card, in the language of `t` (the catalogue the login screen speaks: English in a fresh browser). */
export class LoginScreen {
  constructor(
    private readonly page: Page,
    private readonly t: Catalogue = en,
  ) {}

  readonly subtitle = () => this.page.getByText(this.t.login.subtitle, { exact: true });
  readonly username = () => this.page.getByLabel(this.t.login.username, { exact: true });
  readonly password = () => this.page.getByLabel(this.t.login.password, { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: this.t.login.signIn, exact: true });

  /** Waits until the login card is on screen. */
  async expectShown() {
    await shown(this.subtitle());
    await shown(this.submit());
  }

  async open() {
    await this.page.goto('/');
    await this.expectShown();
  }

  async fill(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
  }

  /**
   * Signs in through the form; the app reloads into the shell, in the user's stored language: `landsIn` is that
   * language's catalogue when it is not the login screen's.
   */
  async signIn(credentials: { username: string; password: string }, landsIn: Catalogue = this.t) {
    await this.fill(credentials.username, credentials.password);
    await this.submit().click();
    await shown(this.page.getByRole('navigation', { name: landsIn.app.name }).first());
  }
}
