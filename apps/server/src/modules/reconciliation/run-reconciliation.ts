import {
  detectSign,
  Money,
  reconBalances,
  reconcile,
  reconTotals,
  toOurSign,
  type CurrentUser,
  type ReconciliationMapping,
  type ReconciliationResult,
  type SheetSign,
} from '@sarafi/core';
import type { Database } from '../../db/client';
import { partnerReconciliations, partnerSheetMappings } from '../../db/schema';
import { ourLines } from './our-lines';
import { reconciliationOf } from './reconciliation-view';
import type { PartnerSheetLines } from './sheet-lines';

export interface ReconciliationInput {
  accountId: number;
  fileName: string;
  from: string;
  to: string;
  toleranceDays: number;
  mapping: ReconciliationMapping;
  /** Their closing balance per currency as they state it, given on the form; it wins over a mapped balance column. */
  closing: { currency: string; amount: string }[];
  sheet: PartnerSheetLines;
}

/** Their closing balances in the shop's sign: the form's, else the last running balance of their sheet. */
function theirClosing(input: ReconciliationInput, sign: SheetSign) {
  const written = new Map(Object.entries(input.sheet.closing));
  for (const { currency, amount } of input.closing) written.set(currency.toUpperCase(), amount);
  return new Map([...written].map(([currency, amount]) => [currency, toOurSign(amount, sign)]));
}

/**
 * Matches a partner's sheet against our ledger for the period, remembers the mapping for the partner and keeps the
 * result (issue 22 §5). Their amounts are turned into our sign first, by the mapping's convention or, for 'auto', by
 * the one under which the lines both sides know by hawala number agree (docs/decisions.md).
 */
export async function runReconciliation(db: Database, input: ReconciliationInput, actor: CurrentUser): Promise<ReconciliationResult> {
  const ours = await ourLines(db, input.accountId, input.from, input.to);
  const written = input.sheet.lines.map(({ row, ...line }) => ({ ref: row, ...line }));
  const sign = input.mapping.sign === 'auto' ? detectSign(written, ours.lines) : input.mapping.sign;
  const theirs = written.map((line) => ({ ...line, amount: toOurSign(line.amount, sign) }));
  const outcome = reconcile(theirs, ours.lines, { toleranceDays: input.toleranceDays });
  const totals = reconTotals(theirs, ours.lines, outcome);
  const closing = theirClosing(input, sign);
  const balances = reconBalances(totals, ours.closing, closing);
  const given = balances.filter((b) => b.unexplained !== null);
  const counts = { matched: outcome.matched.length, mismatched: outcome.mismatched.length, onlyTheirs: outcome.onlyTheirs.length, onlyOurs: outcome.onlyOurs.length };
  const result = { theirs, ours: ours.lines, ...outcome, skipped: input.sheet.skipped, skippedCount: input.sheet.skippedCount };

  const row = await db.transaction(async (tx) => {
    await tx
      .insert(partnerSheetMappings)
      .values({ accountId: input.accountId, mapping: input.mapping, updatedBy: actor.id })
      .onConflictDoUpdate({ target: partnerSheetMappings.accountId, set: { mapping: input.mapping, updatedBy: actor.id, updatedAt: new Date() } });
    const [stored] = await tx
      .insert(partnerReconciliations)
      .values({
        accountId: input.accountId,
        fromDate: input.from,
        toDate: input.to,
        toleranceDays: input.toleranceDays,
        fileName: input.fileName.slice(0, 255),
        sign,
        createdBy: actor.id,
        createdByName: actor.username,
        counts,
        balanced: given.length === 0 ? null : given.every((b) => new Money(b.unexplained!).isZero()),
        totals: { totals, balances },
        result,
      })
      .returning();
    return stored!;
  });
  return reconciliationOf(row);
}
