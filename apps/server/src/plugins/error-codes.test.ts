import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyMessages,
  dashboardErrorMessages,
  hawalaDailyMaxDays,
  hawalaMessages,
  messageCode,
  parameterisedMessage,
  permissionMessages,
  serverMessages,
  userMessages,
} from '@sarafi/core';
import { createTestApp, type TestApp } from '../test/test-app';
import { hawalaApi, USD } from '../modules/hawala/test-support';
import { registerErrorHandling } from './errors';
import { badRequest } from '../lib/errors';

/** docs/decisions.md, Error codes and messages: every error response carries a stable code next to its English message, so a browser can translate it. */
describe('error codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
  });
  afterAll(() => t.close());

  const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object | string) =>
    t.app.inject({ method, url, headers: { ...(cookie && { cookie }), ...(typeof payload === 'string' && { 'content-type': 'application/json' }) }, payload });

  it('400 validation: the first issue’s catalogue code, and a code on every field error', async () => {
    const admin = await t.cookieFor('admin');
    const response = await inject('POST', '/api/users', admin, { username: '', password: 'short', role: 'user' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: userMessages.usernameRequired, code: 'user.usernameRequired' });
    expect(body.errors).toContainEqual({ path: 'password', message: userMessages.passwordTooShort, code: 'user.passwordTooShort' });
  });

  it('400 validation with words outside the catalogues: code validation', async () => {
    const admin = await t.cookieFor('admin');
    const response = await inject('PUT', '/api/auth/me/preferences', admin, { language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: serverMessages.validation, code: 'validation' });
  });

  it('400 validation in zod’s own English or a schema’s uncatalogued words: the generic words a browser translates, with the field', async () => {
    const admin = await t.cookieFor('admin');
    const long = await inject('PUT', '/api/settings/letterhead', admin, { name: 'x'.repeat(500), address: '', phones: '', logo: null });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: serverMessages.validation, code: 'validation', errors: [{ path: 'name', message: serverMessages.validation, code: 'validation' }] });
    const clerk = await t.cookieFor('user');
    for (const payload of [[1], { transType: 5 }]) {
      const response = await inject('POST', '/api/transactions', clerk, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      for (const issue of [body, ...body.errors]) expect(messageCode(issue.message), issue.message).toBe(issue.code);
    }
  });

  it('400 malformed JSON: invalidJson', async () => {
    const response = await inject('POST', '/api/auth/login', undefined, '{"username":');
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalidJson' });
  });

  it('401 not signed in and a wrong password', async () => {
    const me = await inject('GET', '/api/auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Not signed in', code: 'unauthorized' });
    const login = await inject('POST', '/api/auth/login', undefined, { username: 'admin', password: 'wrong-password' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Invalid username or password', code: 'auth.invalidCredentials' });
  });

  it('403 a clerk on an admin route: the code names what was refused', async () => {
    const response = await inject('GET', '/api/users', await t.cookieFor('user'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: permissionMessages.users, code: 'permission.users' });
    const backup = await inject('GET', '/api/backups', await t.cookieFor('operator'));
    expect(backup.json()).toEqual({ message: permissionMessages.backup, code: 'permission.backup' });
  });

  it('404 catalogue and generic', async () => {
    const admin = await t.cookieFor('admin');
    const account = await inject('GET', '/api/accounts/99999', admin);
    expect(account.statusCode).toBe(404);
    expect(account.json()).toEqual({ message: 'Account not found', code: 'account.notFound' });
    const unknown = await inject('GET', '/api/no-such-route', admin);
    expect(unknown.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it('409 a hawala already passed, and a parameterised message with its params', async () => {
    const api = hawalaApi(t, await t.cookieFor('user'));
    await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    const hawala = await api.detail({ rAmount: '9000.00' });
    expect((await api.pass(hawala.id)).statusCode).toBe(200);
    const again = await api.pass(hawala.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: hawalaMessages.alreadyPassed, code: 'hawala.alreadyPassed' });

    const admin = await t.cookieFor('admin');
    const taken = await inject('POST', '/api/users', admin, { username: 'admin', email: 'a@example.com', password: 'long-enough-1', role: 'user' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: "Username 'admin' is already taken", code: 'user.usernameTaken', params: { username: 'admin' } });
  });

  it('coded server refusals that once were literal words: a duplicate currency and a too long chart range', async () => {
    const admin = await t.cookieFor('admin');
    const duplicate = await inject('POST', '/api/currencies', admin, { code: 'USD', name: 'US Dollar', symbol: '$', rate: '1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: currencyMessages.exists('USD'), code: 'currency.exists', params: { code: 'USD' } });

    const chart = await inject('GET', '/api/dashboard/hawala-daily?fromDate=2020-01-01&toDate=2026-01-01', admin);
    expect(chart.statusCode).toBe(400);
    expect(chart.json()).toEqual({
      message: dashboardErrorMessages.rangeTooLong(hawalaDailyMaxDays),
      code: 'dashboard.rangeTooLong',
      params: { days: hawalaDailyMaxDays },
    });
    const reversed = await inject('GET', '/api/dashboard/hawala-daily?fromDate=2026-02-01&toDate=2026-01-01', admin);
    expect(reversed.json()).toEqual({ message: dashboardErrorMessages.rangeReversed, code: 'dashboard.rangeReversed' });
  });

  it('400 from a schema’s parameterised refusal: the code and values on the answer and on its field', async () => {
    const api = hawalaApi(t, await t.cookieFor('user'));
    const response = await api.inject('POST', '/api/hawala', {
      senderName: 'Ahmad',
      receiverName: 'Bilal',
      amount: '100',
      currency: 'AFN',
      convertedCurrency: 'USD',
      exchangeRate: '0.0143',
      convertedAmount: '99',
    });
    expect(response.statusCode).toBe(400);
    const expected = { message: hawalaMessages.convertedMismatch('6993.01'), code: 'hawala.convertedMismatch', params: { expected: '6993.01' } };
    expect(response.json()).toEqual({ ...expected, errors: [{ path: 'convertedAmount', ...expected }] });
  });

  it('413 a body over the limit', async () => {
    const response = await inject('POST', '/api/auth/login', undefined, JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'p' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large', code: 'tooLarge' });
  });
});

describe('error codes of failures a test database cannot cause', () => {
  it('503 when the database is unreachable, 500 for anything unexpected', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/bug', async () => {
      throw new TypeError('undefined is not a function');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: serverMessages.databaseUnavailable, code: 'databaseUnavailable' });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: serverMessages.server, code: 'server' });
    await app.close();
  });

  it('a 4xx in words outside the catalogues leaves as its status’s generic words; a code with fixed words carries them', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/plugin', async () => {
      throw Object.assign(new Error('Unexpected end of form'), { statusCode: 400, code: 'FST_SOME_PLUGIN' });
    });
    app.get('/gone', async () => {
      throw Object.assign(new Error('Route gone away'), { statusCode: 410 });
    });
    app.get('/drifted', async () => {
      throw badRequest('This hawala was paid already', 'hawala.alreadyPassed');
    });
    expect((await app.inject({ method: 'GET', url: '/plugin' })).json()).toEqual({ message: serverMessages.badRequest, code: 'badRequest' });
    expect((await app.inject({ method: 'GET', url: '/gone' })).json()).toEqual({ message: serverMessages.badRequest, code: 'badRequest' });
    const drifted = await app.inject({ method: 'GET', url: '/drifted' });
    expect(drifted.statusCode).toBe(400);
    expect(drifted.json()).toEqual({ message: hawalaMessages.alreadyPassed, code: 'hawala.alreadyPassed' });
    await app.close();
  });

  it('reads the code and values back from words a catalogue function wrote, as a schema’s refusal carries them', () => {
    expect(parameterisedMessage(hawalaMessages.convertedMismatch('14.29'))).toEqual({ code: 'hawala.convertedMismatch', params: { expected: '14.29' } });
    expect(parameterisedMessage(hawalaMessages.unitRateUnconfirmed('AFN', 'USD'))).toEqual({ code: 'transaction.unitRateUnconfirmed', params: { from: 'AFN', to: 'USD' } });
    expect(parameterisedMessage('words nobody catalogued')).toBeUndefined();
  });

  it('names a catalogue message by its object and key, generic ones by their own key', () => {
    expect(messageCode(hawalaMessages.alreadyPassed)).toBe('hawala.alreadyPassed');
    expect(messageCode('Not signed in')).toBe('unauthorized');
    expect(messageCode('words nobody catalogued')).toBeUndefined();
  });
});
