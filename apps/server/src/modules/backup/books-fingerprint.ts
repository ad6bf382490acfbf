import type pg from 'pg';

/**
 * What a restored backup must reproduce of the books it came from: the rows of every table, the balances per
 * currency (their sum, which the ledger keeps at zero, and their absolute sum, which it does not) and a checksum of
 * every ledger entry in id order.
 */
export interface BooksFingerprint {
  rowCounts: Record<string, number>;
  balances: Record<string, { sum: string; absoluteSum: string }>;
  ledgerChecksum: string;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The tables a backup holds: the app's (public) and drizzle's migration journal, as `schema.table`. */
export async function backedUpTables(client: Queryable): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')
    order by 1, 2`);
  return rows;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

/** Read inside the caller's transaction, so a backup and its fingerprint see one snapshot. */
export async function readBooksFingerprint(client: Queryable): Promise<BooksFingerprint> {
  const tables = await backedUpTables(client);
  const rowCounts: Record<string, number> = {};
  if (tables.length > 0) {
    const { rows } = await client.query<{ name: string; n: string }>(
      tables.map((t) => `select '${t.schema}.${t.name}' as name, count(*)::text as n from ${qualified(t)}`).join(' union all '),
    );
    for (const row of rows) rowCounts[row.name] = Number(row.n);
  }
  const balances: BooksFingerprint['balances'] = {};
  const { rows: balanceRows } = await client.query<{ currency: string; sum: string; abs: string }>(
    `select currency_id::text as currency, sum(balance)::text as sum, sum(abs(balance))::text as abs from account_balances group by 1 order by 1`,
  );
  for (const row of balanceRows) balances[row.currency] = { sum: row.sum, absoluteSum: row.abs };
  const { rows: [checksum] } = await client.query<{ md5: string }>(
    `select md5(coalesce(string_agg(concat_ws(':', id, transaction_id, account_id, currency_id, amount), ',' order by id), '')) as md5 from ledger_entries`,
  );
  return { rowCounts, balances, ledgerChecksum: checksum!.md5 };
}

/** The first difference between two fingerprints, in words; undefined when they agree. */
export function fingerprintDifference(expected: BooksFingerprint, actual: BooksFingerprint): string | undefined {
  for (const name of new Set([...Object.keys(expected.rowCounts), ...Object.keys(actual.rowCounts)])) {
    if (expected.rowCounts[name] !== actual.rowCounts[name]) return `${name} has ${actual.rowCounts[name] ?? 'no'} rows instead of ${expected.rowCounts[name] ?? 'none'}`;
  }
  for (const currency of new Set([...Object.keys(expected.balances), ...Object.keys(actual.balances)])) {
    const [e, a] = [expected.balances[currency], actual.balances[currency]];
    if (e?.sum !== a?.sum || e?.absoluteSum !== a?.absoluteSum) return `balances of currency ${currency} differ`;
  }
  if (expected.ledgerChecksum !== actual.ledgerChecksum) return 'the ledger entries differ (checksum)';
  return undefined;
}
