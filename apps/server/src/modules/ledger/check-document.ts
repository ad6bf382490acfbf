import { sql } from 'drizzle-orm';
import { checkLoadedDocument, documentRule, isReportableCashKind, type CheckOptions, type CurrentUser, type DocumentKind, type DocumentLegs, type DocumentRuleOf, type TransactionDocument } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { storedSetting } from '../../db/stored-setting';
import { badRequest } from '../../lib/errors';
import { assertWithinAloneLimit } from '../approvals/approval-checks';
import { booksStateLocked } from '../books/day-lock';
import { movesSafeCash, tillStateColumns, type CashTill, type KnownTillState } from '../tills/shift-cash';
import type { KnownPostingLimits } from '../posting-limits/check-posting-limits';
import { postingLimitsKey, postingLimitsOf } from '../posting-limits/posting-limits';
import { afnRateFrom, boardBaseCurrencyId } from '../compliance-lctr/afn-rate';
import type { KnownCashCompliance } from '../compliance-lctr/cash-compliance';
import { complianceSettingsOf, storedComplianceSettings } from '../compliance-settings/compliance-settings';

type AccountRow = typeof accounts.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

export interface CheckedDocument {
  out: AccountRow;
  into: AccountRow;
  currency: CurrencyRow;
  cCurrency: CurrencyRow;
}

declare const checkedByRule: unique symbol;

/**
 * A posting's legs as its kind's rule passed them, with the rows it read. Only `checkPosting` makes one, and
 * `recordPosting` writes only these: no path posts a document its rule has not seen (docs/architecture.md, A posting,
 * step by step).
 */
export interface CheckedPosting extends CheckedDocument {
  readonly [checkedByRule]: true;
  rule: DocumentRuleOf;
  legs: DocumentLegs;
  /** The posting undoes one checked when it was made (a refund, a reversal): see core's `CheckOptions`. */
  undo: boolean;
  /** The books' closed-through day, read under the share lock every posting holds until commit (books/day-lock.ts). */
  closedThrough: string | null;
  /** The posting limits, read in the same round trip for the sink (move-balances.ts). */
  postingLimits: KnownPostingLimits;
  /** The poster's open shift and the till settings, read in the same round trip when asked for (tills/shift-cash.ts). */
  till?: KnownTillState;
  /** For a new cash kind's posting, the board rates of its currencies and the compliance settings, read in the same round trip. */
  cashCompliance?: KnownCashCompliance;
}

/**
 * Loads the rows a posting names and asks its kind's rule (core documents/) whether it may post: the accounts exist
 * and are active, and the sides, account types and currencies are ones the kind allows. A refusal is the rule's coded
 * 400. Every posting path comes through here, in its database transaction, before it writes. Given `tillOf` (the
 * poster) and legs on the safe's cash, the same round trip reads what `cashTillFor` needs; for a kind the cash rules
 * value (not an undo), what `recordCashCompliance` needs: the board's base currency and the compliance settings.
 */
export async function checkPosting(db: Executor, kind: DocumentKind, legs: DocumentLegs, options: CheckOptions = {}, tillOf?: CurrentUser): Promise<CheckedPosting> {
  const rule = documentRule(kind);
  const till = tillOf && movesSafeCash(rule, legs) ? tillStateColumns(tillOf) : {};
  const valued = isReportableCashKind(kind) && options.undo !== true;
  const compliance = valued ? cashComplianceColumns() : {};
  // One round trip: row 1 holds the out-account and the currency, row 2 the in-account and the selling currency;
  // both carry the books' state (share-locked) and the posting limits, which recordPosting and the sink then read.
  const pairs = await db
    .select({ account: accounts, currency: currencies, closedThrough: booksStateLocked(), postingLimits: storedSetting(postingLimitsKey), ...till, ...compliance })
    .from(sql`(values (1, ${legs.outAccountId}::int, ${legs.currencyId}::int), (2, ${legs.inAccountId}::int, ${legs.cCurrencyId}::int)) as side (n, account_id, currency_id)`)
    .leftJoin(accounts, sql`${accounts.id} = side.account_id`)
    .leftJoin(currencies, sql`${currencies.id} = side.currency_id`)
    .orderBy(sql`side.n`);
  const rows = { out: pairs[0]?.account ?? undefined, into: pairs[1]?.account ?? undefined, currency: pairs[0]?.currency ?? undefined, cCurrency: pairs[1]?.currency ?? undefined };
  const checked = checkLoadedDocument(rule, legs, rows, options);
  if (!checked.ok) throw badRequest(checked.failure.message, checked.failure.code, checked.failure.params);
  const codeOf = new Map([checked.sides.currency, checked.sides.cCurrency].map((c) => [c.id, c.code]));
  const postingLimits = { limits: postingLimitsOf(pairs[0]!.postingLimits), codeOf };
  const first = pairs[0] as (typeof pairs)[number] & { openShift?: CashTill | null; tillSettings?: unknown; boardBaseCurrencyId?: number | null; complianceSettings?: unknown };
  const knownTill = 'openShift' in till ? { till: { shift: first.openShift ?? null, settings: first.tillSettings } } : {};
  const baseCurrencyId = first.boardBaseCurrencyId ?? null;
  const cashCompliance: KnownCashCompliance | undefined = valued
    ? { rates: new Map([rows.currency!, rows.cCurrency!].map((c) => [c.id, afnRateFrom(c, baseCurrencyId)])), settings: complianceSettingsOf(first.complianceSettings) }
    : undefined;
  return { ...checked.sides, rule, legs, undo: options.undo === true, closedThrough: first.closedThrough, postingLimits, ...knownTill, ...(cashCompliance ? { cashCompliance } : {}) } as CheckedPosting;
}

/** The columns `recordCashCompliance` reads, beside a posting's rows. */
const cashComplianceColumns = () => ({ boardBaseCurrencyId: boardBaseCurrencyId(), complianceSettings: storedComplianceSettings() });

/**
 * A clerk's document from the transaction screens: past the poster's alone limit it needs an approver (docs/decisions.md,
 * Approvals), then its type's rule. Posting and editing both come through here. Posting limits are not a document's rule: they are
 * checked where balances move. A `newPosting` also reads the poster's open shift (an edit moves the till stored on the row).
 */
export async function checkDocument(db: Executor, doc: TransactionDocument, actor: CurrentUser, newPosting = false): Promise<CheckedPosting> {
  await assertWithinAloneLimit(db, actor, doc);
  return checkPosting(db, doc.transType, doc, {}, newPosting ? actor : undefined);
}
