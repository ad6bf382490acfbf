import type { Page } from 'playwright-core';
import { shown } from '../wait';

export class LoginScreen {
  constructor(private readonly page: Page) {}

  readonly subtitle = () => this.page.getByText('Sign in to manage your accounts', { exact: true });
  readonly username = () => this.page.getByLabel('Username', { exact: true });
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign In', exact: true });

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

  /** Signs in through the form; the app reloads into the shell. */
  async signIn(credentials: { username: string; password: string }) {
    await this.fill(credentials.username, credentials.password);
    await this.submit().click();
    await shown(this.page.getByRole('navigation', { name: 'Account Management System' }).first());
  }
}
