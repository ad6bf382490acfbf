import { sql } from 'drizzle-orm';
import { checkLoadedDocument, documentRule, type CurrentUser, type TransactionDocument } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertWithinClerkLimit } from '../posting-limits/check-posting-limits';

type AccountRow = typeof accounts.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

export interface CheckedDocument {
  out: AccountRow;
  into: AccountRow;
  currency: CurrencyRow;
  cCurrency: CurrencyRow;
}

/**
 * Loads the rows a document names and asks its type's rule (core documents/) whether it may post: the accounts exist
 * and are active, and the sides, account types and currencies are ones the type allows. Posting and editing both
 * come through here, so the clerk limit of a cash voucher is checked here for the one who posts it. Posting limits are
 * not a document's rule: they are checked where balances move.
 */
export async function checkDocument(db: Executor, doc: TransactionDocument, actor: CurrentUser): Promise<CheckedDocument> {
  await assertWithinClerkLimit(db, actor, doc);
  // One round trip: row 1 holds the out-account and the currency, row 2 the in-account and the selling currency.
  const pairs = await db
    .select({ account: accounts, currency: currencies })
    .from(sql`(values (1, ${doc.outAccountId}::int, ${doc.currencyId}::int), (2, ${doc.inAccountId}::int, ${doc.cCurrencyId}::int)) as side (n, account_id, currency_id)`)
    .leftJoin(accounts, sql`${accounts.id} = side.account_id`)
    .leftJoin(currencies, sql`${currencies.id} = side.currency_id`)
    .orderBy(sql`side.n`);
  const checked = checkLoadedDocument(documentRule(doc.transType), doc, {
    out: pairs[0]?.account ?? undefined,
    into: pairs[1]?.account ?? undefined,
    currency: pairs[0]?.currency ?? undefined,
    cCurrency: pairs[1]?.currency ?? undefined,
  });
  if (!checked.ok) throw badRequest(checked.failure.message, checked.failure.code, checked.failure.params);
  return checked.sides;
}
