import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './support/api';
import { mobile, screenshot, screenshotDir, signInViaApi, useBrowser } from './support/browser';
import { LoginScreen } from './support/pages/login';
import { Shell } from './support/pages/shell';
import { allMenuPaths, builtScreens, expectedMenu, screenTitles } from './support/menus';
import { expectToast } from './support/pages/toasts';
import { UsersScreen, type NewUser } from './support/pages/users';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const adminApi = () => app.adminApi();

const operator: NewUser = {
  username: 'farid.op',
  fullName: 'Farid Ahmadzai',
  email: 'farid@sarafi.example',
  phone: '+93 79 234 5678',
  password: 'operator-pass-1',
  role: 'operator',
};
const clerk: NewUser = {
  username: 'mariam.clerk',
  fullName: 'Mariam Noori',
  email: 'mariam@sarafi.example',
  phone: '+93 78 345 6789',
  password: 'clerk-pass-1',
  role: 'user',
};

const menus = [
  { who: 'admin', credentials: ADMIN, name: 'Administrator', title: 'Admin Dashboard' },
  { who: 'operator', credentials: operator, name: operator.fullName, title: 'Currency Portfolio Overview' },
  { who: 'user', credentials: clerk, name: clerk.fullName, title: 'Currency Portfolio Overview' },
] as const;

describe('users and menus', () => {
  it('admin creates an operator and a user on /users, then signs out', async () => {
    const { page } = await browser.session();
    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(ADMIN);
    const shell = new Shell(page);
    await shell.expectHeading('Admin Dashboard');

    await shell.sidebar().getByRole('link', { name: 'Users', exact: true }).click();
    const screen = new UsersScreen(page);
    await shell.expectHeading('User Management');
    await shown(screen.card(ADMIN.username));
    // The admin's own card is marked and offers no way to lock themselves out.
    expect(await screen.shows(ADMIN.username, 'You')).toBe(true);
    expect(await screen.card(ADMIN.username).getByRole('button', { name: 'Deactivate', exact: true }).count()).toBe(0);
    expect(await screen.card(ADMIN.username).getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    await screen.add(operator);
    await expectToast(page, 'success', 'User created successfully');
    expect(await screen.shows(operator.username, 'operator')).toBe(true);
    expect(await screen.shows(operator.username, 'Active')).toBe(true);
    await gone(page.locator('form'));

    await screen.add(clerk);
    await expectToast(page, 'success', 'User created successfully');
    expect(await screen.shows(clerk.username, 'user')).toBe(true);
    expect(await screen.shows(clerk.username, operator.fullName)).toBe(false);
    await screenshot(page, 'users');

    const stored = await (await adminApi()).users();
    const pick = (username: string) => stored.find((u) => u.username === username);
    expect(pick(operator.username)).toMatchObject({ role: 'operator', isActive: true, fullName: operator.fullName, email: operator.email, phone: operator.phone });
    expect(pick(clerk.username)).toMatchObject({ role: 'user', isActive: true, fullName: clerk.fullName, email: clerk.email, phone: clerk.phone });
    expect(stored.map((u) => u.username).sort()).toEqual([ADMIN.username, clerk.username, operator.username].sort());

    await shell.logout();
    await login.expectShown();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  for (const menu of menus) {
    it(`${menu.who} signs in through the form and sees exactly its menu`, async () => {
      const expected = expectedMenu(menu.who);
      const { page } = await browser.session();
      const login = new LoginScreen(page);
      await login.open();
      await login.signIn(menu.credentials);
      const shell = new Shell(page);
      await shell.expectHeading(menu.title);

      expect(await shell.menuSections()).toEqual(expected.sections);
      expect(await shell.menuLinks()).toEqual(expected.initiallyVisible);
      expect(await shell.activeLink()).toBe('/dashboard');
      expect(await shell.signedInAs()).toEqual({ name: menu.name, role: menu.who });
      const session = await page.request.get('/api/auth/me');
      expect(await session.json()).toMatchObject({ username: menu.credentials.username, role: menu.who });
      await screenshot(page, `dashboard-${menu.who}`);

      await shell.openAllSections();
      expect(await shell.menuLinks()).toEqual(expected.all);

      // Every link leads to its screen, which the sidebar then marks as current.
      for (const link of expected.all) {
        await shell.sidebar().getByRole('link', { name: link.name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === link.href);
        await shell.expectHeading(screenTitles[link.href] ?? menu.title);
        expect(await shell.activeLink()).toBe(link.href);
      }

      // A section collapses and opens again.
      const [first] = expected.sections;
      if (first) {
        const toggle = shell.sidebar().getByRole('button', { name: first });
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await shell.menuLinks()).toEqual(expected.all.filter((l) => !expected.sectionLinks[first]!.includes(l)));
        await toggle.click();
        expect(await shell.menuLinks()).toEqual(expected.all);
      }
    });
  }

  it('the screens the menus count as built open, and the others are not there yet', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const shell = new Shell(page);
    await page.goto('/dashboard');
    await shell.expectHeading('Admin Dashboard');
    // Reports starts closed; only an open section shows its link (Hawala Serial Numbers) as the current one.
    await shell.openAllSections();
    const status: Record<string, string> = {};
    for (const path of allMenuPaths) {
      await shell.navigate(path);
      // Either the 404 page names this path, or the sidebar marks this path's link as the current screen.
      const missing = page.getByText(`There is no page at ${path}.`, { exact: true });
      await shown(missing.or(shell.sidebar().locator(`a[aria-current="page"][href="${path}"]`)));
      status[path] = (await missing.count()) > 0 ? 'missing' : 'built';
      if (status[path] === 'built') expect(await shell.heading().textContent()).not.toBe('Page not found');
    }
    const expected = Object.fromEntries(allMenuPaths.map((path) => [path, builtScreens.has(path) ? 'built' : 'missing']));
    // When this fails because a screen landed, add its path to builtScreens in e2e/support/menus.ts.
    expect(status).toEqual(expected);
  });

  it('a user typing /users sees the not-allowed page, and the API refuses as well', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, clerk);
    await page.goto('/users');
    const shell = new Shell(page);
    await shell.expectHeading('Access denied');
    await shown(page.getByText('Your role (user) cannot open this page.', { exact: false }));
    expect(await page.getByTestId(`user-card-${ADMIN.username}`).count()).toBe(0);
    expect((await page.request.get('/api/users')).status()).toBe(403);
    await screenshot(page, 'not-allowed');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await shell.expectHeading('Currency Portfolio Overview');
  });

  it('an operator may still open an all-user screen by its address', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, operator);
    await page.goto('/currency-conversion');
    await new Shell(page).expectHeading('Currency Conversion');
    await page.goto('/users');
    await new Shell(page).expectHeading('Access denied');
  });

  it('an unknown path shows the 404 page', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const response = await page.goto('/no/such/screen');
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await shell.expectHeading('Page not found');
    await shown(page.getByText('There is no page at /no/such/screen.', { exact: true }));
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await shell.expectHeading('Admin Dashboard');
  });

  it('deactivating a user sends its open session to the login screen on reload', async () => {
    const clerkSession = await browser.session();
    await signInViaApi(clerkSession.page, clerk);
    await clerkSession.page.goto('/currencies');
    await new Shell(clerkSession.page).expectHeading('Currency Management');

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new UsersScreen(page);
    await screen.open();
    await screen.card(clerk.username).getByRole('button', { name: 'Deactivate', exact: true }).click();
    // Deactivation asks first, naming the user.
    const confirm = await shown(page.getByRole('alertdialog', { name: `Deactivate user ${clerk.username}?` }));
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectToast(page, 'success', 'User status updated successfully');
    await eventually(async () => expect(await screen.shows(clerk.username, 'Inactive')).toBe(true));
    await shown(screen.card(clerk.username).getByRole('button', { name: 'Activate', exact: true }));
    expect(await (await adminApi()).user(clerk.username)).toMatchObject({ isActive: false });

    await clerkSession.page.reload();
    const login = new LoginScreen(clerkSession.page);
    await login.expectShown();
    expect((await clerkSession.page.request.get('/api/auth/me')).status()).toBe(401);

    // Nor can the user sign in again until reactivated.
    await login.fill(clerk.username, clerk.password);
    await login.submit().click();
    await expectToast(clerkSession.page, 'error', 'Invalid username or password');

    await screen.card(clerk.username).getByRole('button', { name: 'Activate', exact: true }).click();
    await eventually(async () => expect(await screen.shows(clerk.username, 'Active')).toBe(true));
    expect(await (await adminApi()).user(clerk.username)).toMatchObject({ isActive: true });
    await login.signIn(clerk);
    // The login reloads the address the session was sent away from.
    await new Shell(clerkSession.page).expectHeading('Currency Management');
  });

  it('edits a user seeded through the API: a blank password keeps it, a new one replaces it; then deletes it', async () => {
    const api = await adminApi();
    const seeded = await api.createUser({ username: 'nasir.clerk', email: 'nasir@sarafi.example', password: 'nasir-pass-1', role: 'user', fullName: 'Nasir Safi' });
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new UsersScreen(page);
    await screen.open();

    await screen.card(seeded.username).getByRole('button', { name: 'Edit', exact: true }).click();
    let dialog = await shown(page.getByRole('dialog', { name: 'Edit User' }));
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe(seeded.username);
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Full Name', { exact: true }).fill('Nasir Ahmad Safi');
    await dialog.getByTestId('role-operator').check();
    await screenshot(page, 'users-edit', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'success', 'User updated successfully');
    await gone(dialog);
    // The card changes once the list is fetched again.
    await eventually(async () => expect(await screen.shows(seeded.username, 'Nasir Ahmad Safi')).toBe(true));
    expect(await screen.shows(seeded.username, 'operator')).toBe(true);
    expect(await api.user(seeded.username)).toMatchObject({ fullName: 'Nasir Ahmad Safi', role: 'operator', email: seeded.email });
    await ApiClient.login(app.baseUrl, { username: seeded.username, password: 'nasir-pass-1' });

    await screen.card(seeded.username).getByRole('button', { name: 'Edit', exact: true }).click();
    dialog = await shown(page.getByRole('dialog', { name: 'Edit User' }));
    await dialog.getByLabel('Password', { exact: true }).fill('nasir-pass-2');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'success', 'User updated successfully');
    await gone(dialog);
    await expect(ApiClient.login(app.baseUrl, { username: seeded.username, password: 'nasir-pass-1' })).rejects.toMatchObject({ status: 401 });
    await ApiClient.login(app.baseUrl, { username: seeded.username, password: 'nasir-pass-2' });

    await screen.card(seeded.username).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = await shown(page.getByRole('alertdialog', { name: `Delete user ${seeded.username}?` }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'success', 'User deleted successfully');
    await gone(screen.card(seeded.username));
    expect(await api.user(seeded.username)).toBeUndefined();
  });

  it('the add form refuses an email that is not one (none is fine) and a username that is taken', async () => {
    const api = await adminApi();
    const before = await api.users();
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const screen = new UsersScreen(page);
    await screen.open();

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') posts.push(request.url());
    });
    await screen.add({ ...clerk, email: 'not-an-email' });
    await shown(page.getByText('Please enter a valid email address', { exact: true }));
    expect(posts).toEqual([]);

    const form = page.locator('form');
    await form.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await form.getByLabel('Email', { exact: true }).fill('someone@sarafi.example');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'error', `Username '${ADMIN.username}' is already taken`);
    expect(posts).toHaveLength(1);
    await shown(form);
    expect(await api.users()).toEqual(before);

    // From the keyboard: Cancel closes the form and gives the focus back to Add User; Enter opens it on Username.
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add User');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
  });

  it('on a phone the menu is a drawer behind the header button', async () => {
    const { page } = await browser.session(mobile);
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await shell.expectHeading('Admin Dashboard');
    expect(await shell.sidebar().count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = await shown(page.getByRole('dialog', { name: 'Account Management System' }));
    expect(await shell.menuLinks()).toEqual(expectedMenu('admin').initiallyVisible);
    await page.screenshot({ path: path.join(screenshotDir, 'menu-drawer-mobile.png') });

    await drawer.getByRole('link', { name: 'Users', exact: true }).click();
    await shell.expectHeading('User Management');
    await gone(drawer);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await shown(drawer);
    await page.getByTestId('drawer-overlay').click({ position: { x: 370, y: 400 } });
    await gone(drawer);
  });
});
