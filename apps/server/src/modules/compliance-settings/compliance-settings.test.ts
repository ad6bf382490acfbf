import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultComplianceSettings } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readHolidays } from './compliance-settings';

describe('compliance settings', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  it('starts at the defaults a new shop expects', async () => {
    const reply = await call('GET', '/api/compliance/settings', admin);
    expect(reply.json()).toEqual(defaultComplianceSettings);
    expect(defaultComplianceSettings).toMatchObject({ walkInIdThreshold: '100000.00', lctrThreshold: '500000.00', retentionYears: 5 });
  });

  it('stores a change, normalised, and records each setting with whether it lets more through', async () => {
    const saved = await call('PUT', '/api/compliance/settings', admin, {
      ...defaultComplianceSettings,
      lctrThreshold: '600000',
      screeningThreshold: '0.85',
      refuseExpiredId: true,
      holidays: ['2026-12-02', '2026-12-01', '2026-12-02'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lctrThreshold: '600000.00', screeningThreshold: '0.85', holidays: ['2026-12-01', '2026-12-02'] });
    expect([...(await readHolidays(t.handle.db))]).toEqual(['2026-12-01', '2026-12-02']);
    const changes = (await call('GET', '/api/settings/changes', admin)).json().changes as { setting: string; weakened: boolean; newValue: string }[];
    const bySetting = Object.fromEntries(changes.map((c) => [c.setting, c]));
    expect(bySetting['compliance.lctrThreshold']).toMatchObject({ newValue: '600000.00', weakened: true });
    expect(bySetting['compliance.screeningThreshold']).toMatchObject({ newValue: '0.85', weakened: false });
    expect(bySetting['compliance.refuseExpiredId']).toMatchObject({ newValue: 'true', weakened: false });
    expect(bySetting['compliance.holidays']).toMatchObject({ newValue: '2026-12-01,2026-12-02', weakened: true });
    expect(bySetting['compliance.walkInIdThreshold']).toBeUndefined();
  });

  it('refuses nonsense with a 400 and keeps the old settings', async () => {
    for (const bad of [
      { lctrThreshold: '0' },
      { lctrThreshold: '-5' },
      { walkInIdThreshold: "'; drop table accounts; --" },
      { screeningThreshold: 'x' },
      { holidays: ['x'] },
      { lctrThreshold: 5 },
      { walkInIdThreshold: '1e9' },
      { screeningThreshold: '0.4' },
      { screeningThreshold: '1.5' },
      { retentionYears: 4 },
      { holidays: ['2026-02-30'] },
      { holidays: Array.from({ length: 201 }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`) },
    ]) {
      const reply = await call('PUT', '/api/compliance/settings', admin, { ...defaultComplianceSettings, ...bad });
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '/api/compliance/settings', admin)).json()).toMatchObject({ lctrThreshold: '600000.00' });
  });

  it('is the owner’s alone', async () => {
    const clerk = await t.cookieFor('user');
    expect((await call('GET', '/api/compliance/settings', clerk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/compliance/settings', clerk, defaultComplianceSettings)).statusCode).toBe(403);
  });
});
