import type { Page } from 'playwright-core';
import { shown } from '../wait';
import { dismissToasts } from './toasts';

export interface NewUser {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  role: 'admin' | 'operator' | 'user';
}

/** /users (docs/architecture.md, Screens, Users): a card per user, an Add User form. */
export class UsersScreen {
  constructor(private readonly page: Page) {}

  readonly card = (username: string) => this.page.getByTestId(`user-card-${username}`);

  async open() {
    await this.page.goto('/users');
    await shown(this.page.getByRole('heading', { level: 1, name: 'User Management' }));
  }

  async add(user: NewUser) {
    // A toast sits over the header's Add User button at 1280 px and, while hovered, never times out.
    await dismissToasts(this.page);
    await this.page.getByRole('button', { name: 'Add User', exact: true }).click();
    const form = await shown(this.page.locator('form'));
    await form.getByLabel('Username', { exact: true }).fill(user.username);
    await form.getByLabel('Full Name', { exact: true }).fill(user.fullName);
    await form.getByLabel('Email', { exact: true }).fill(user.email);
    await form.getByLabel('Phone', { exact: true }).fill(user.phone);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByTestId(`role-${user.role}`).check();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Whether a user's card shows a badge (or other element) with exactly this text: 'operator', 'Active', 'Inactive'. */
  async shows(username: string, text: string): Promise<boolean> {
    const card = await shown(this.card(username));
    return (await card.getByText(text, { exact: true }).count()) > 0;
  }
}
