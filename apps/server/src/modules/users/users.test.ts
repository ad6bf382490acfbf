import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@sarafi/core';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

describe('users', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const newUser = { username: 'clerk', email: 'clerk@example.com', password: 'clerk-pass-1', role: 'user', isActive: true };

  it('creates, lists, updates and deletes a user without ever returning a password', async () => {
    const created = await call('POST', '/api/users', { ...newUser, fullName: 'Clerk One' });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ username: 'clerk', email: 'clerk@example.com', role: 'user', isActive: true, fullName: 'Clerk One' });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);

    const list = await call('GET', '/api/users');
    expect(list.json().map((u: { username: string }) => u.username)).toEqual(['admin', 'clerk']);
    expect(list.body).not.toMatch(/argon2|passwordHash/);

    const updated = await call('PATCH', `/api/users/${user.id}`, { username: 'clerk', email: 'new@example.com', role: 'operator', password: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ email: 'new@example.com', role: 'operator' });
    // A blank password on edit keeps the old one.
    const relogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'clerk', password: 'clerk-pass-1' } });
    expect(relogin.json().role).toBe('operator');

    const changed = await call('PATCH', `/api/users/${user.id}`, { username: 'clerk', email: 'new@example.com', role: 'operator', password: 'another-clerk-pass-9' });
    expect(changed.statusCode).toBe(200);
    // A password change ends the user's sessions.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(relogin) } });
    expect(me.statusCode).toBe(401);

    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ ...newUser, username: '' }, userMessages.usernameRequired],
    [{ ...newUser, username: 'x'.repeat(101) }, userMessages.usernameTooLong],
    [{ ...newUser, email: 'not-an-email' }, userMessages.emailInvalid],
    [{ ...newUser, password: '' }, userMessages.passwordRequired],
    [{ ...newUser, password: 'short' }, userMessages.passwordTooShort],
    [{ ...newUser, role: 'boss' }, userMessages.roleRequired],
    [{ email: 'a@b.co', password: 'long-enough', role: 'user' }, userMessages.usernameRequired],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await call('POST', '/api/users', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('adds a user without an email (a counter clerk often has none)', async () => {
    for (const email of ['', null, undefined]) {
      const username = `clerk-no-mail-${String(email)}`;
      const response = await call('POST', '/api/users', { ...newUser, username, email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ username, email: null });
    }
  });

  it('refuses a taken username with 409', async () => {
    const response = await call('POST', '/api/users', { ...newUser, username: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Username 'admin' is already taken");
  });

  it('never demotes the last active admin; with a second admin, one may switch the other off and on', async () => {
    const [adminUser] = (await call('GET', '/api/users')).json().filter((u: { username: string }) => u.username === 'admin');
    const demote = await call('PATCH', `/api/users/${adminUser.id}`, { username: 'admin', email: 'a@example.com', role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(userMessages.lastAdminRole);

    const second = (await call('POST', '/api/users', { ...newUser, username: 'admin2', role: 'admin' })).json();
    expect((await call('PATCH', `/api/users/${second.id}/status`, { isActive: false })).statusCode).toBe(200);
    // The deactivated admin cannot sign in; reactivated, they can.
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin2', password: newUser.password } });
    expect(refused.statusCode).toBe(401);
    expect((await call('PATCH', `/api/users/${second.id}/status`, { isActive: true })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin2', password: newUser.password } });
    expect(login.statusCode).toBe(200);
  });
});
