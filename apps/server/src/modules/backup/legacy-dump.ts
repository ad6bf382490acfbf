/**
 * Makes a plain-SQL pg_dump file (the backups of earlier versions) runnable as one script by the SQL server itself rather than psql:
 * - psql's `\restrict KEY` / `\unrestrict KEY` (pg_dump 15.14+, 17.6+) are dropped — only those two lines,
 *   matched by their key, so text inside a value is never touched;
 * - in the header, a `SET name = …;` for a setting the target server does not have is dropped
 *   (`transaction_timeout` from a PGlite dump, PostgreSQL 17+, on a PostgreSQL 15 server).
 */
export function prepareRestoreScript(dump: string, knownSettings: ReadonlySet<string>): string {
  const lines = dump.split('\n');
  // The header (comments and settings, never data) carries the key.
  const key = /^\\restrict (\S+)\r?$/m.exec(dump.slice(0, 4000))?.[1];
  let inHeader = true;
  const kept: string[] = [];
  for (const line of lines) {
    if (key && (line.replace(/\r$/, '') === `\\restrict ${key}` || line.replace(/\r$/, '') === `\\unrestrict ${key}`)) continue;
    if (inHeader) {
      const setting = /^SET ([a-z_]+) = .*;\r?$/.exec(line)?.[1];
      if (setting && !knownSettings.has(setting)) continue;
      inHeader = line.trim() === '' || line.startsWith('--') || line.startsWith('SET ') || line.startsWith('SELECT pg_catalog.set_config(') || line.startsWith('\\restrict ');
    }
    kept.push(line);
  }
  return kept.join('\n');
}
