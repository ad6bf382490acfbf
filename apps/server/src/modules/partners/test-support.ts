import { eq } from 'drizzle-orm';
import { entriesFor, type CurrentUser } from '@sarafi/core';
import { users } from '../../db/schema';
import { checkPosting } from '../ledger/check-document';
import { recordPosting } from '../ledger/record-posting';
import type { TestApp } from '../../test/test-app';

/**
 * Posts a two-sided document of a type no route of this module posts (a Settlement, a Commission) as the admin, so a
 * partner fixture can hold them whatever screen posts them: the ledger reads them by type alone. It passes its type's
 * rule first, as every posting does.
 */
export async function postDocument(
  t: TestApp,
  doc: { transType: 'Settlement' | 'Commission' | 'Transfer'; outAccountId: number; inAccountId: number; currencyId: number; amount: string; transDate: string; narrative: string },
) {
  const [admin] = await t.handle.db.select().from(users).where(eq(users.username, 'admin'));
  const actor: CurrentUser = { id: admin!.id, username: admin!.username, fullName: null, role: 'admin', language: 'en', calendar: 'gregorian' };
  const legs = { transType: doc.transType, outAccountId: doc.outAccountId, inAccountId: doc.inAccountId, currencyId: doc.currencyId, cCurrencyId: doc.currencyId, dAmount: doc.amount, cAmount: doc.amount };
  const entries = entriesFor(legs, () => {
    throw new Error('one currency');
  });
  const { row } = await t.handle.db.transaction(async (tx) =>
    recordPosting(
      tx,
      await checkPosting(tx, doc.transType, { ...legs, exRate: '1' }),
      { transType: doc.transType, transDate: doc.transDate, transDescription: doc.narrative, cTransDescription: doc.narrative },
      entries,
      actor,
      new Date(),
    ),
  );
  return row.id;
}
