import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { pendingSignIns, sessions, twoFactorRecoveryCodes, users } from '../../db/schema';
import { ADMIN, createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

/** A frozen clock: 30-second steps are only testable when the test says what time it is. */
const start = new Date('2026-03-01T08:00:10Z');
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

describe('two-step sign-in', () => {
  let t: TestApp;
  let now = start;
  const setNow = (at: Date) => {
    now = at;
    vi.setSystemTime(at);
  };
  const later = (seconds: number) => setNow(new Date(now.getTime() + seconds * 1000));

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: 3, LOGIN_MAX_FAILURES_PER_IP: 50 });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setNow(start);
  });
  afterEach(() => vi.useRealTimers());

  const pendingCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === 'sarafi_pending_sign_in');
    if (!cookie) throw new Error(`no pending sign-in cookie in ${response.statusCode}: ${response.body}`);
    return { header: `sarafi_pending_sign_in=${cookie.value}`, cookie };
  };
  const login = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const verify = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', headers: { cookie }, payload });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function addUser(username: string, role: 'user' | 'admin' = 'user') {
    const admin = await t.cookieFor('admin');
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload: { username, password: PASSWORD, role } });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  }

  /** Signs in with the password alone and turns two-step sign-in on; returns the secret and the recovery codes. */
  async function enrol(username: string) {
    const session = sessionCookie(await login(username));
    const enrolment = await post('/api/auth/2fa/enrol', session);
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUrl } = enrolment.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Sarafi:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const confirmed = await post('/api/auth/2fa/confirm', session, { code: codeAt(secret, now) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, session, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  async function passwordStep(username: string) {
    const response = await login(username);
    expect(response.statusCode).toBe(200);
    return pendingCookie(response).header;
  }

  it('enrols with a first code, hands out ten recovery codes stored only hashed, and shows the user as enrolled', async () => {
    await addUser('enrol1');
    const session = sessionCookie(await login('enrol1'));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: { cookie: session } })).json()).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
    const { secret } = (await post('/api/auth/2fa/enrol', session)).json<{ secret: string }>();

    const wrong = await post('/api/auth/2fa/confirm', session, { code: codeAt(secret, new Date(now.getTime() - 120_000)) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('twoFactor.wrongCode');
    const letters = await post('/api/auth/2fa/confirm', session, { code: 'abc' });
    expect(letters.json()).toMatchObject({ code: 'twoFactor.codeFormat' });

    // Dari digits, as a phone keyboard in Dari types them, are read as the same code.
    const persian = codeAt(secret, now).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const confirmed = await post('/api/auth/2fa/confirm', session, { code: persian });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [user] = await t.handle.db.select().from(users).where(eq(users.username, 'enrol1'));
    const stored = await t.handle.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.some((row) => row.codeHash.includes(code.replace('-', '')))).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: { cookie: session } })).json()).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: await t.cookieFor('admin') } });
    expect(list.json<{ username: string; twoFactor: boolean }[]>().find((u) => u.username === 'enrol1')?.twoFactor).toBe(true);
    expect((await post('/api/auth/2fa/enrol', session)).json().code).toBe('twoFactor.alreadyEnrolled');
  });

  it('signs in with password then code: no session before the code, the pending sign-in in an HttpOnly cookie', async () => {
    const userId = await addUser('code1');
    const { secret } = await enrol('code1');
    later(60);
    const sessionsBefore = await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId));

    const first = await login('code1');
    expect(first.json()).toEqual({ twoFactorRequired: true, enrolmentRequired: false });
    expect(first.cookies.find((c) => c.name === 'sarafi_session')).toBeUndefined();
    const { header, cookie } = pendingCookie(first);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(sessionsBefore.length);
    // The pending cookie is no session.
    expect((await me(header)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie: header } })).statusCode).toBe(401);
    // Nor can a code step swap the phone by enrolling again.
    expect((await post('/api/auth/2fa/enrol', header)).json().code).toBe('twoFactor.noPendingSignIn');
    expect((await post('/api/auth/2fa/enrol', '')).json()).toMatchObject({ code: 'twoFactor.noPendingSignIn' });

    const signedIn = await verify(header, { code: codeAt(secret, now) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: 'code1' });
    expect((await me(sessionCookie(signedIn))).statusCode).toBe(200);
    // The pending sign-in is spent.
    expect((await verify(header, { code: codeAt(secret, now) })).json().code).toBe('twoFactor.noPendingSignIn');
  });

  it('never takes a code twice, and takes the step before and after now but not two away', async () => {
    await addUser('reuse1');
    const { secret } = await enrol('reuse1');
    later(60);
    const code = codeAt(secret, now);
    expect((await verify(await passwordStep('reuse1'), { code })).statusCode).toBe(200);
    const again = await verify(await passwordStep('reuse1'), { code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'twoFactor.wrongCode', message: 'That code is not right or has already been used' });

    later(90);
    expect((await verify(await passwordStep('reuse1'), { code: codeAt(secret, new Date(now.getTime() - 60_000)) })).statusCode).toBe(401);
    expect((await verify(await passwordStep('reuse1'), { code: codeAt(secret, new Date(now.getTime() - 30_000)) })).statusCode).toBe(200);
    expect((await verify(await passwordStep('reuse1'), { code: codeAt(secret, new Date(now.getTime() + 30_000)) })).statusCode).toBe(200);
    // The step after now was taken, so now's own code is older and refused.
    expect((await verify(await passwordStep('reuse1'), { code: codeAt(secret, now) })).statusCode).toBe(401);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    await addUser('recover1');
    const { recoveryCodes } = await enrol('recover1');
    const code = recoveryCodes[3]!;
    const signedIn = await verify(await passwordStep('recover1'), { recoveryCode: ` ${code.toUpperCase().replace('-', ' ')} ` });
    expect(signedIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: { cookie: sessionCookie(signedIn) } })).json()).toEqual({
      enrolled: true,
      recoveryCodesLeft: 9,
    });
    const again = await verify(await passwordStep('recover1'), { recoveryCode: code });
    expect(again.json().code).toBe('twoFactor.wrongCode');
    const both = await verify(await passwordStep('recover1'), { code: '123456', recoveryCode: code });
    expect(both.json().code).toBe('twoFactor.oneOfCodes');
  });

  it('throttles wrong codes like passwords, and a right password forgives no wrong code', async () => {
    await addUser('throttle1');
    const { secret } = await enrol('throttle1');
    later(60);
    const wrong = String((Number(codeAt(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 3; i++) expect((await verify(await passwordStep('throttle1'), { code: wrong })).statusCode).toBe(401);
    // The password is right every time and still signs in to the code step; the code step stays closed.
    const pending = await passwordStep('throttle1');
    const refused = await verify(pending, { code: codeAt(secret, now) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'twoFactor.tooManyAttempts', params: { count: 15 } });
    expect((await t.handle.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.username, 'throttle1'))).length).toBe(1);

    later(16 * 60);
    expect((await verify(await passwordStep('throttle1'), { code: codeAt(secret, now) })).statusCode).toBe(200);
  });

  it('walks an admin without two-step sign-in through enrolment after the password when the shop requires it', async () => {
    const adminCookie = await t.cookieFor('admin');
    const turnedOn = await t.app.inject({ method: 'PUT', url: '/api/settings/two-factor', headers: { cookie: adminCookie }, payload: { requiredForAdmins: true } });
    expect(turnedOn.json()).toEqual({ requiredForAdmins: true });
    const changes = await t.app.inject({ method: 'GET', url: '/api/settings/changes?setting=twoFactor.requiredForAdmins', headers: { cookie: adminCookie } });
    expect(changes.json().changes[0]).toMatchObject({ oldValue: 'false', newValue: 'true', weakened: false, changedBy: 'admin' });
    // A clerk is not asked.
    await addUser('clerk2');
    expect((await login('clerk2')).cookies.some((c) => c.name === 'sarafi_session')).toBe(true);

    await addUser('boss2', 'admin');
    const first = await login('boss2');
    expect(first.json()).toEqual({ twoFactorRequired: true, enrolmentRequired: true });
    const { header } = pendingCookie(first);
    expect((await me(header)).statusCode).toBe(401);
    // The pending enrolment opens nothing but the enrolment, and not the code step.
    expect((await verify(header, { code: '123456' })).json().code).toBe('twoFactor.noPendingSignIn');

    const { secret } = (await post('/api/auth/2fa/enrol', header)).json<{ secret: string }>();
    const confirmed = await post('/api/auth/2fa/confirm', header, { code: codeAt(secret, now) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await me(sessionCookie(confirmed))).json()).toMatchObject({ username: 'boss2' });
    expect(await t.handle.db.select().from(pendingSignIns).innerJoin(users, eq(users.id, pendingSignIns.userId)).where(eq(users.username, 'boss2'))).toHaveLength(0);

    later(60);
    expect((await login('boss2')).json()).toEqual({ twoFactorRequired: true, enrolmentRequired: false });
    await t.app.inject({ method: 'PUT', url: '/api/settings/two-factor', headers: { cookie: adminCookie }, payload: { requiredForAdmins: false } });
    expect((await login(ADMIN.username, ADMIN.password)).cookies.some((c) => c.name === 'sarafi_session')).toBe(true);
  });

  it('lets an admin reset a user’s two-step sign-in, recorded, and refuses it to others', async () => {
    const userId = await addUser('lost1');
    await enrol('lost1');
    const clerk = await t.cookieFor('user');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/2fa`, headers: { cookie: clerk } })).statusCode).toBe(403);

    const adminCookie = await t.cookieFor('admin');
    const reset = await t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/2fa`, headers: { cookie: adminCookie } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ username: 'lost1', twoFactor: false });
    expect(await t.handle.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId))).toHaveLength(0);
    const changes = await t.app.inject({ method: 'GET', url: '/api/settings/changes?setting=twoFactor.reset', headers: { cookie: adminCookie } });
    expect(changes.json().changes[0]).toMatchObject({ oldValue: 'lost1', newValue: null, weakened: true, changedBy: 'admin' });

    expect((await login('lost1')).cookies.some((c) => c.name === 'sarafi_session')).toBe(true);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/2fa`, headers: { cookie: adminCookie } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('twoFactor.notEnrolled');
  });
});
