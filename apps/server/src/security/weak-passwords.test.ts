import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@sarafi/core';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

/** docs/decisions.md, Security: common and easily guessed passwords are refused wherever a password is set, each with its reason. */
describe('weak passwords', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const newUser = { username: 'farid', email: 'farid@example.com', fullName: 'Farid Ahmadzai', role: 'user' };
  const create = (password: string, user = newUser) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload: { ...user, password } });

  const weak = ['password', '12345678', '        ', 'qwertyuiop', 'P@ssw0rd', 'admin123', 'kabul2024', 'Sarafi2025!', 'farid1234', 'Ahmadzai2024'];

  it.each(weak)('refuses %j on create with 400 and the reason', async (password) => {
    const response = await create(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: userMessages.passwordTooWeak, code: 'user.passwordTooWeak' });
  });

  it('refuses a weak new password on edit and keeps the old one; a strong one is accepted', async () => {
    const created = await create('farid-keeps-this-7');
    expect(created.statusCode).toBe(201);
    const edit = (password: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${created.json().id}`, headers: { cookie: admin }, payload: { ...newUser, password } });
    const refused = await edit('password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(userMessages.passwordTooWeak);
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'farid', password } });
    expect((await login('farid-keeps-this-7')).statusCode).toBe(200);
    expect((await edit('river-lamp-orbit-9')).statusCode).toBe(200);
    expect((await login('river-lamp-orbit-9')).statusCode).toBe(200);
  });

  it('says a password is too long, with the limit, on create and edit; 256 characters are fine', async () => {
    const long = 'river-lamp-orbit-'.repeat(16).slice(0, 257);
    const tooLong = await create(long, { ...newUser, username: 'long-one' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(userMessages.passwordTooLong);
    const [user] = (await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } })).json();
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: { cookie: admin }, payload: { username: user.username, email: 'a@example.com', role: user.role, password: long } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(userMessages.passwordTooLong);
    expect((await create(long.slice(0, 256), { ...newUser, username: 'long-two' })).statusCode).toBe(201);
  });

  it('refuses a weak or overlong first-admin ADMIN_PASSWORD at start with one line', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password1' })).toThrow(/^Invalid environment variable ADMIN_PASSWORD: is too easy to guess; [^\n]*$/);
    expect(() => loadConfig({ ADMIN_PASSWORD: '12345678' })).toThrow(/is too easy to guess/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(257) })).toThrow(/must be at most 256 characters/);
    expect(loadConfig({ ADMIN_PASSWORD: 'e2e-admin-pass-1' }).ADMIN_PASSWORD).toBe('e2e-admin-pass-1');
  });
});
