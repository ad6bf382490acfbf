import { documentRule, entriesFor, postsThroughFx, transactionMessages, type CurrentUser, type TransactionDocument } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { grantsOfRole } from '../roles/role-policy';
import { fxAccountIds } from './fx-account-ids';
import { checkDocument } from './check-document';
import { recordPosting } from './record-posting';

/**
 * Posts a clerk's document inside the caller's database transaction, after the rules that need the database:
 * the document, its entries, the balances and the audit row, all or nothing (recordPosting). Who may post the kind is
 * asked here, with the role's grants as stored now, so an approved request replayed later meets the maker's rights as
 * they are then (docs/decisions.md, Approvals), as the route's own request does.
 */
export async function postTransaction(tx: Transaction, doc: TransactionDocument, actor: CurrentUser, now = new Date()) {
  if (!documentRule(doc.transType).may(await grantsOfRole(tx, actor.role), 'post')) throw new AppError(403, transactionMessages.postNotAllowed, 'transaction.postNotAllowed');
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
