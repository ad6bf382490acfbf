import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates an empty database next to the one `baseUrl` names (CI: the machine's PostgreSQL), so every test
 * file and every e2e run starts clean. Returns its URL and a drop function.
 */
export async function createFreshPostgresDatabase(baseUrl: string, label = 'test') {
  const name = `sarafi_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
