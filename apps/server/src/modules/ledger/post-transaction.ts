import { entriesFor, postsThroughFx, type CurrentUser, type TransactionDocument } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { fxAccountIds } from './fx-account-ids';
import { checkDocument } from './check-document';
import { recordPosting } from './record-posting';

/**
 * Posts a clerk's document inside the caller's database transaction, after the rules that need the database:
 * the document, its entries, the balances and the audit row, all or nothing (recordPosting).
 */
export async function postTransaction(tx: Transaction, doc: TransactionDocument, actor: CurrentUser, now = new Date()) {
  const checked = await checkDocument(tx, doc, actor, true);
  const fx = postsThroughFx(doc) ? await fxAccountIds(tx, [checked.currency, checked.cCurrency]) : new Map<number, number>();
  const entries = entriesFor({ ...doc, transType: doc.transType }, (currencyId) => fx.get(currencyId)!);
  const { dto } = await recordPosting(
    tx,
    checked,
    {
      transType: doc.transType,
      transDescription: doc.transDescription,
      cTransDescription: doc.cTransDescription,
      transDate: doc.transDate,
      walkInName: doc.walkInName ?? null,
      walkInPhone: doc.walkInPhone ?? null,
      partyIdType: doc.partyIdType ?? null,
      partyIdNumber: doc.partyIdNumber ?? null,
    },
    entries,
    actor,
    now,
    { creditLimitOverride: doc.creditLimitOverride ? {} : null },
  );
  return dto;
}
