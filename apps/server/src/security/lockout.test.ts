import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sarafi/core';
import { ADMIN, createTestApp, type TestApp } from '../test/test-app';
import { usernameCeilingFactor } from '../modules/auth/login-throttle';

/**
 * docs/decisions.md, Security: the login limits hold when attempts arrive together, and an attacker's failures from one address
 * do not keep the real user out from another.
 */
describe('login throttling under concurrency', () => {
  const perUsername = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: perUsername, LOGIN_MAX_FAILURES_PER_IP: 1000 });
  });
  afterAll(() => t.close());

  const login = (password: string, remoteAddress: string, username = ADMIN.username) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('checks at most the limit of 60 simultaneous guesses, and refuses the right password that comes after the limit', async () => {
    const attacker = '203.0.113.7';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(i === 40 ? ADMIN.password : `wrong-guess-${i}`, attacker)),
    );
    const statuses = responses.map((r) => r.statusCode);
    // Each checked guess answers 401; each one refused before the check answers 429.
    expect(statuses.filter((s) => s === 401)).toHaveLength(perUsername);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - perUsername);
    expect(statuses[40]).toBe(429);
    expect(responses.find((r) => r.statusCode === 429)!.json()).toMatchObject({
      code: 'auth.tooManyAttempts',
      message: expect.stringMatching(/^Too many login attempts\. Try again in \d+ minutes?\.$/),
    });
    expect((await login(ADMIN.password, attacker)).statusCode).toBe(429);

    // The real admin, at the office's own address, still signs in.
    expect((await login(ADMIN.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('forgives a user their own mistakes from an address once they sign in there', async () => {
    const office = '198.51.100.30';
    for (let i = 0; i < perUsername - 1; i++) expect((await login('mistyped-pass', office)).statusCode).toBe(401);
    expect((await login(ADMIN.password, office)).statusCode).toBe(200);
    for (let i = 0; i < perUsername; i++) expect((await login('mistyped-pass', office)).statusCode).toBe(401);
    expect((await login('mistyped-pass', office)).statusCode).toBe(429);
  });

  it('closes a username everywhere once failures from all addresses reach the ceiling', async () => {
    const ceiling = createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: 1, LOGIN_MAX_FAILURES_PER_IP: 1000 });
    const c = await ceiling;
    try {
      const from = (n: number, password: string) =>
        c.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: ADMIN.username, password }, remoteAddress: `192.0.2.${n}` });
      const guesses = await Promise.all(Array.from({ length: usernameCeilingFactor + 10 }, (_, n) => from(n, `spread-guess-${n}`)));
      expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(usernameCeilingFactor);
      const refused = await from(200, ADMIN.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(authMessages.tooManyAttempts(15));
    } finally {
      await c.close();
    }
  });

  it('lets a whole office sign in many times from one address', async () => {
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '198.51.100.40' })).statusCode).toBe(200);
  });
});
