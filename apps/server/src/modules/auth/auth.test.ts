import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottle, pendingSignIns, sessions, users } from '../../db/schema';
import { startAuthHousekeeping } from './housekeeping';
import { ADMIN, createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

describe('sign-in, sessions and their limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: 3, LOGIN_MAX_FAILURES_PER_IP: 6 });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('logs in, answers me with id and role, and logs out', async () => {
    const response = await login(ADMIN.username, ADMIN.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', role: 'admin', fullName: 'Administrator' });
    expect(response.json()).not.toHaveProperty('password');
    expect(response.json()).not.toHaveProperty('passwordHash');
    const cookie = sessionCookie(response);
    expect((await me(cookie)).json()).toMatchObject({ username: 'admin', role: 'admin' });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie with a 256-bit id, stored only as a hash', async () => {
    const response = await login(ADMIN.username, ADMIN.password);
    const cookie = response.cookies.find((c) => c.name === 'sarafi_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBe(32);
    const stored = await t.handle.db.select().from(sessions);
    expect(stored.some((s) => s.idHash === cookie.value)).toBe(false);
  });

  it('marks the cookie Secure when served over HTTPS', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const response = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(response.cookies.find((c) => c.name === 'sarafi_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('issues a new session id at login and ends the one the browser held', async () => {
    const first = sessionCookie(await login(ADMIN.username, ADMIN.password));
    const second = sessionCookie(await login(ADMIN.username, ADMIN.password, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('rejects wrong passwords and unknown users with one message, and empty fields with the login form’s text', async () => {
    expect((await login('admin', 'wrong-password')).json()).toEqual({ message: 'Invalid username or password', code: 'auth.invalidCredentials' });
    const unknown = await login('nobody', 'whatever-pass');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid username or password');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter both username and password');
  });

  it('ends a session after 30 idle minutes and after 12 hours in all', async () => {
    const idle = sessionCookie(await login(ADMIN.username, ADMIN.password));
    await t.handle.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await me(idle)).statusCode).toBe(401);

    const old = sessionCookie(await login(ADMIN.username, ADMIN.password));
    await t.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(old)).statusCode).toBe(401);

    const fresh = sessionCookie(await login(ADMIN.username, ADMIN.password));
    await t.handle.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) });
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('ends every session of a deactivated user', async () => {
    const cookie = await t.cookieFor('user');
    expect((await me(cookie)).statusCode).toBe(200);
    const [user] = await t.handle.db.select().from(users).where(eq(users.username, 'user1'));
    const admin = sessionCookie(await login(ADMIN.username, ADMIN.password));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user!.id}/status`,
      headers: { cookie: admin },
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect((await login('user1', PASSWORD)).statusCode).toBe(401);
  });

  it('throttles repeated failures per username and per IP with a 429 and a clear message', async () => {
    for (let i = 0; i < 3; i++) expect((await login('operator-x', 'bad-password')).statusCode).toBe(401);
    const blocked = await login('operator-x', 'bad-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Try again in \d+ minutes?\.$/);

    // Other usernames from the same IP: the IP limit (6 failures) stops them too.
    for (let i = 0; i < 2; i++) await login(`someone-${i}`, 'bad-password');
    expect((await login('someone-else', 'bad-password')).statusCode).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, {})).statusCode).toBe(429);
    // A different client address is not affected by this IP's failures.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.9.9.9' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('request hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a mutation from another origin and allows the same origin', async () => {
    const cookie = await t.cookieFor('admin');
    const payload = { code: 'GBP', name: 'British Pound', symbol: '£', rate: '0.79' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/currencies',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:5000' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cross-origin request refused');
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/currencies', headers: { cookie, 'sec-fetch-site': 'cross-site' }, payload });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/currencies',
      headers: { cookie, origin: 'http://localhost:5000', host: 'localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(same.statusCode).toBe(201);
  });

  it('sends a strict CSP, nosniff and frame-ancestors, and HSTS only over HTTPS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers malformed JSON and wrong types with 400 and a message, never 500', async () => {
    const cookie = await t.cookieFor('admin');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/currencies',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    const wrongType = await t.app.inject({ method: 'PATCH', url: '/api/users/not-a-uuid/status', headers: { cookie }, payload: { isActive: 'yes' } });
    expect(wrongType.statusCode).toBe(400);
    expect(typeof wrongType.json().message).toBe('string');
  });

  it('answers an oversize body with 413', async () => {
    const cookie = await t.cookieFor('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/currencies',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'GBP', name: 'x'.repeat(2 * 1024 * 1024), symbol: '£', rate: '1' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request is too large');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });
});

describe('housekeeping', () => {
  it('removes expired sessions, pending sign-ins and stale login counters, and keeps live ones', async () => {
    const t = await createTestApp();
    try {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      await t.handle.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) });
      const live = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN }));
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'wrong-pass' } });
      await t.handle.db.update(loginThrottle).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) });
      const [admin] = await t.handle.db.select().from(users).where(eq(users.username, ADMIN.username));
      await t.handle.db.insert(pendingSignIns).values({ idHash: 'expired', userId: admin!.id, step: 'code', expiresAt: new Date(Date.now() - 1000) });

      const stop = startAuthHousekeeping(t.handle.db, t.app.config, (error) => {
        throw error;
      });
      stop();
      await expect.poll(async () => (await t.handle.db.select().from(sessions)).length).toBe(1);
      await expect.poll(async () => (await t.handle.db.select().from(loginThrottle)).length).toBe(0);
      // The last purge of the run: once it is done, nothing of the run still uses the database being closed.
      await expect.poll(async () => (await t.handle.db.select().from(pendingSignIns)).length).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: live } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
