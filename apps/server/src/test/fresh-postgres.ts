import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a database next to the one `baseUrl` names (the test run's server), empty or as a copy of `template`, so
 * every test file and every e2e server starts clean. Returns its name, URL and a drop function.
 */
export async function createFreshPostgresDatabase(baseUrl: string, label = 'test', template?: string) {
  const name = `sarafi_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // A file copy of the template, where PostgreSQL's default (WAL_LOG) writes every page of it to the WAL as well:
    // about 20 ms a copy instead of 35–55 ms, for some 300 databases a run (docs/BENCHMARKS.md, "CI time").
    await admin.query(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
