import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { userMessages } from '@sarafi/core';
import { users } from '../../db/schema';
import { seedSystem } from '../../db/seed-system';
import { hashPassword } from '../../lib/passwords';
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app';

/** docs/decisions.md, Security: names that look alike cannot coexist, by the API, under concurrency, or in rows stored earlier. */
describe('look-alike usernames', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const password = 'look-alike-pass-7';
  const create = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload: { username, email: 'x@example.com', password, role: 'user' } });

  it.each(['Admin', 'ADMIN', 'ａｄｍｉｎ', ' admin ', 'ＡＤＭＩＮ'])('refuses %j beside admin with 409', async (name) => {
    const response = await create(name);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: userMessages.usernameTaken('admin'), code: 'user.usernameTaken' });
  });

  it.each(['admin\u200B', '\u202Eadmin', 'ad\u2066min', 'admin\u00AD', 'admin\u3164'])('refuses %j with 400 and says why', async (name) => {
    const response = await create(name);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(userMessages.usernameHiddenCharacters);
  });

  it('stores the canonical name, signs in by any case of it, and lets two simultaneous look-alikes make one user', async () => {
    const created = await create('Karim.Ahmadi');
    expect(created.json().username).toBe('karim.ahmadi');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'KARIM.AHMADI', password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().username).toBe('karim.ahmadi');

    const [a, b] = await Promise.all([create('Nasir'), create('NASIR')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('renaming a user to a look-alike of another is refused', async () => {
    const [row] = await t.handle.db.select().from(users).where(eq(users.username, 'karim.ahmadi'));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${row!.id}`,
      headers: { cookie: admin },
      payload: { username: 'Nasir', email: 'x@example.com', role: 'user' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('at start, brings names stored earlier to their canonical form: the oldest keeps a name, later look-alikes get ~2, ~3', async () => {
    const passwordHash = await hashPassword(password);
    const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1, 0, minutes));
    // As an older version stored them: exactly as typed.
    await t.handle.db.insert(users).values([
      { username: 'ADMIN', passwordHash, createdAt: at(1) },
      { username: 'admin\u200B', passwordHash, createdAt: at(2) },
      { username: 'admin~2', passwordHash, createdAt: at(3) },
      { username: 'Farid', passwordHash, createdAt: at(4) },
      { username: 'Straße', passwordHash, createdAt: at(5) },
    ]);
    const seeded = await seedSystem(t.handle.db, ADMIN);
    // The seeded admin is younger than these rows (created now), so 'ADMIN' from 2020 keeps the name.
    expect(seeded.renamedUsers).toEqual(
      expect.arrayContaining([
        { from: 'ADMIN', to: 'admin' },
        { from: 'admin\u200B', to: 'admin~3' },
        { from: 'Farid', to: 'farid' },
        { from: 'Straße', to: 'strasse' },
        { from: 'admin', to: 'admin~4' },
      ]),
    );
    expect(seeded.renamedUsers).toHaveLength(5);
    const names = (await t.handle.db.select({ username: users.username }).from(users).orderBy(asc(users.username))).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'admin~2', 'admin~3', 'admin~4', 'farid', 'strasse']));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'FARID', password } })).statusCode).toBe(200);

    // A second start changes nothing.
    expect((await seedSystem(t.handle.db, ADMIN)).renamedUsers).toBeUndefined();
  });
});
