import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('PUT /api/auth/me/preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
  const put = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/me/preferences', headers: { cookie }, payload });

  it('starts in English and the Gregorian calendar, and keeps each user’s own choice across sign-ins', async () => {
    const clerk = await t.cookieFor('user');
    const admin = await t.cookieFor('admin');
    expect(await me(clerk)).toMatchObject({ language: 'en', calendar: 'gregorian' });

    const changed = await put(clerk, { language: 'fa-AF', calendar: 'solar-hijri' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'user1', language: 'fa-AF', calendar: 'solar-hijri' });
    expect((await put(clerk, { language: 'ps' })).json()).toMatchObject({ language: 'ps', calendar: 'solar-hijri' });

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'user1', password: 'secret-pass-1' } });
    expect(again.json()).toMatchObject({ language: 'ps', calendar: 'solar-hijri' });
    expect(await me(admin)).toMatchObject({ language: 'en', calendar: 'gregorian' });
  });

  it('refuses an unknown language or calendar with 400 and changes nothing', async () => {
    const admin = await t.cookieFor('admin');
    for (const payload of [{ language: 'de' }, { calendar: 'julian' }, { language: 5 }]) {
      const response = await put(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await me(admin)).toMatchObject({ language: 'en', calendar: 'gregorian' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/me/preferences', payload: { language: 'ps' } })).statusCode).toBe(401);
  });
});
