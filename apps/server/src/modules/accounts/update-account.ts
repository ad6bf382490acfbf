import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountMessages, accountTypeChange, can, idDatesInOrder, kycMessages, type CurrentUser, type updateAccountBody } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { accountTypeChanges, accounts } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { applyDocument } from './account-documents';
import { findCurrency } from './create-account';
import { accountNotFound, getAccount } from './get-account';
import { appendJournal } from '../journal/append-journal';
import { holdAccountIfListed } from '../screening/hold-account';
import { grantsOfRole } from '../roles/role-policy';

/**
 * Whether the account stands in any posting, live or deleted: a deleted posting comes back as it was checked when it
 * is recovered (docs/architecture.md, A posting, step by step), so it fixes the account's kind and currency as a live
 * one does. One statement, so a recover committing meanwhile is seen on one side or the other.
 */
async function accountHasPostings(tx: Executor, id: number): Promise<boolean> {
  const [row] = rowsOf<{ posted: boolean }>(
    await tx.execute(sql`select exists (select 1 from ledger_entries where account_id = ${id})
      or exists (select 1 from deleted_transactions where out_account_id = ${id} or in_account_id = ${id}) as posted`),
  );
  return row?.posted === true;
}

/**
 * Edits an account. What its postings were made under stays fixed: its currency, and the kind of its type (rules read
 * the type when it posts; docs/decisions.md, Accounts). A type change within one kind is an admin's, and is kept.
 */
export function updateAccount(db: Database, id: number, input: z.output<typeof updateAccountBody>, actor: CurrentUser, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!current) throw notFound(accountNotFound, 'account.notFound');
    if (current.isSystem) throw conflict(accountMessages.systemReadOnly, 'account.systemReadOnly');
    const { picture, signature, ...fields } = input;
    const hasPostings = () => accountHasPostings(tx, id);
    if (fields.currencyId !== undefined && fields.currencyId !== current.currencyId) {
      await findCurrency(tx, fields.currencyId);
      // Balances are kept per currency; re-labelling an account that has postings would misstate them.
      if (await hasPostings()) throw conflict(accountMessages.currencyLocked, 'account.currencyLocked');
    }
    if (fields.accountType !== undefined && fields.accountType !== current.accountType) {
      const change = accountTypeChange(current.accountType, fields.accountType, await hasPostings());
      if (change === 'locked') throw conflict(accountMessages.typeLocked, 'account.typeLocked');
      if (change === 'admin') {
        if (!can(await grantsOfRole(tx, actor.role), 'account-settings')) throw new AppError(403, accountMessages.typeChangeAdminOnly, 'account.typeChangeAdminOnly');
        await tx.insert(accountTypeChanges).values({ accountId: id, oldType: current.accountType, newType: fields.accountType, userId: actor.id, username: actor.username, createdAt: now });
        const payload = { oldType: current.accountType, newType: fields.accountType };
        await appendJournal(tx, { kind: 'account.typeChange', entity: 'account', entityId: id, actor, payload, at: now });
      }
    }
    // A PATCH may send one of the ID's dates: the rule holds for the pair as it will be stored.
    if (!idDatesInOrder(fields.idIssueDate === undefined ? current.idIssueDate : fields.idIssueDate, fields.idExpiryDate === undefined ? current.idExpiryDate : fields.idExpiryDate)) {
      throw badRequest(kycMessages.expiryBeforeIssue, 'kyc.expiryBeforeIssue');
    }
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx.update(accounts).set({ ...changes, updatedAt: new Date() }).where(eq(accounts.id, id));
    await applyDocument(tx, id, 'picture', picture);
    await applyDocument(tx, id, 'signature', signature);
    await holdAccountIfListed(tx, id);
    return getAccount(tx, id);
  });
}
