import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 5000, DATA_DIR: './data', SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 12 });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT="abc": /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment variable DATABASE_URL: .*postgres:\/\//],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid environment variable ADMIN_PASSWORD: .*at least 8/],
    [{ SESSION_IDLE_MINUTES: '0' }, /^Invalid environment variable SESSION_IDLE_MINUTES=/],
  ])('names the variable in a one-line error for %o', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never echoes a secret it refuses', () => {
    for (const [env, secret] of [[{ ADMIN_PASSWORD: 'hunter2x' }, 'hunter2x'], [{ DATABASE_URL: 'mysql://root:s3cret@h/db' }, 's3cret']] as const) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).not.toThrow(secret);
    }
  });
});
