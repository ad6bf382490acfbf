import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardResponse, ExchangeDeskSettings } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the public rates board', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const board = () => t.app.inject({ method: 'GET', url: '/api/board' });

  it("answers nobody while it is off, and carries the shop's name from the letterhead once on", async () => {
    expect((await board()).statusCode).toBe(404);
    const desk = (await admin('GET', '/api/settings/exchange-desk')).json<ExchangeDeskSettings>();
    expect((await admin('PUT', '/api/settings/exchange-desk', { baseCurrencyId: desk.baseCurrencyId, boardEnabled: true })).statusCode).toBe(200);

    const unnamed = await board();
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json<BoardResponse>().shopName).toBe('');

    const letterhead = { name: 'صرافی هرات', address: 'Herat', phones: '+93 799 000 111', logo: null };
    expect((await admin('PUT', '/api/settings/letterhead', letterhead)).statusCode).toBe(200);
    const named = (await board()).json<BoardResponse>();
    expect(named.shopName).toBe('صرافی هرات');
    // Nothing else of the letterhead (address, phones, logo) leaves for a page anyone may open.
    expect(Object.keys(named).sort()).toEqual(['baseCurrencyCode', 'baseCurrencySymbol', 'rates', 'shopName', 'updatedAt']);
  });
});
