import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies, hawalaDetails, hawalas, ledgerEntries, transactions } from '../../db/schema';
import { rowsOf } from '../../db/rows-of';

/**
 * Every ledger entry of the partner's account in the period, in the shop's sign, as the JSON text of a
 * ReconciliationLine[]: `ref` is the document (transaction) id, `hawalaNo` the number of the hawala it pays out (an
 * imported one) or owes (one we sent), null for settlements and other documents. PostgreSQL writes the text, so
 * 100,000 lines cost the server's thread one string, not 100,000 rows to parse; the matching thread parses it. With
 * it, our closing balance per currency at the end of the period.
 */
export async function ourLinesText(db: Executor, accountId: number, from: string, to: string) {
  // The partner's entries are taken first, once, by their account: a plan that starts from the period's documents
  // instead (as the planner picks while the statistics still say the ledger is small, after a bulk import) probed
  // the whole account's entries for each document and took minutes for 50,000 lines.
  const [aggregated] = rowsOf<{ lines: string }>(
    await db.execute(sql`
      WITH mine AS MATERIALIZED (
        SELECT ${ledgerEntries.id} AS id, ${ledgerEntries.transactionId} AS transaction_id, ${ledgerEntries.currencyId} AS currency_id, ${ledgerEntries.amount} AS amount
        FROM ${ledgerEntries} WHERE ${ledgerEntries.accountId} = ${accountId}
      )
      SELECT coalesce(json_agg(json_build_object(
        'ref', ${transactions.id}, 'hawalaNo', coalesce(${hawalaDetails.hawalaNo}, ${hawalas.hawalaNumber}), 'date', ${transactions.transDate}, 'currency', ${currencies.code}, 'amount', mine.amount::text
      ) ORDER BY ${transactions.transDate}, ${transactions.id}, mine.id), '[]')::text AS "lines"
      FROM mine
      JOIN ${transactions} ON ${transactions.id} = mine.transaction_id
      JOIN ${currencies} ON ${currencies.id} = mine.currency_id
      LEFT JOIN ${hawalaDetails} ON ${transactions.hawalaId} > 0 AND ${hawalaDetails.id} = ${transactions.hawalaId}
      LEFT JOIN ${hawalas} ON ${hawalas.id} = ${transactions.sentHawalaId}
      WHERE ${transactions.transDate} >= ${from} AND ${transactions.transDate} <= ${to}`),
  );
  const closings = await db
    .select({ currency: currencies.code, total: sql<string>`sum(${ledgerEntries.amount})::numeric(20,2)::text` })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .innerJoin(currencies, eq(currencies.id, ledgerEntries.currencyId))
    .where(and(eq(ledgerEntries.accountId, accountId), lte(transactions.transDate, to)))
    .groupBy(currencies.code);
  return { lines: aggregated!.lines, closing: closings.map((c): [string, string] => [c.currency, c.total]) };
}
