import { z } from 'zod';
import { calendarDate, timestamp } from './common';

/** Reconciliation refusals (docs/decisions.md, Reconciliation), with stable codes (`reconciliation.noHeader`) a browser translates. */
export const reconciliationMessages = {
  notFound: 'Reconciliation not found',
  partnerNotFound: 'Partner not found',
  notAPartner: 'Only partner and hawala partner accounts are reconciled',
  noHeader: 'No header row found: the first sheet needs a row naming at least two columns within its first 20 rows',
  mappingInvalid: 'The column mapping is not valid: choose a date column and either an amount column or debit and credit columns',
  columnMissing: 'A mapped column is not in the sheet’s header row; map the columns again',
  period: 'Choose a period: From and To written YYYY-MM-DD, From not after To',
  periodTooLong: 'A reconciliation covers at most 366 days',
  tolerance: 'Days of tolerance must be a whole number from 0 to 31',
  closing: 'Their closing balance must be an amount with at most 2 decimals for a currency',
  noLines: 'No line of the sheet could be read with this mapping',
} as const;

/** The fields of a partner sheet a mapping can name; every value is a header text of that sheet. */
export const reconciliationMapping = z
  .object({
    hawalaNo: z.string().max(200).nullable(),
    date: z.string().min(1).max(200),
    /** One signed amount column… */
    amount: z.string().max(200).nullable(),
    /** …or separate debit and credit columns. */
    debit: z.string().max(200).nullable(),
    credit: z.string().max(200).nullable(),
    currency: z.string().max(200).nullable(),
    /** A running balance column: the last line of each currency is their closing balance. */
    balance: z.string().max(200).nullable(),
    /** The currency of a sheet without a currency column. */
    defaultCurrency: z.string().max(10).nullable(),
    /** How their amounts relate to ours; 'auto' decides from the lines both sides know by hawala number. */
    sign: z.enum(['auto', 'mirror', 'same']),
  })
  .refine((m) => (m.amount ? !m.debit && !m.credit : Boolean(m.debit || m.credit)), reconciliationMessages.mappingInvalid);
export type ReconciliationMapping = z.infer<typeof reconciliationMapping>;

/** What the columns step answers: the sheet's header names, a few rows under them, and the partner's last mapping. */
export const reconciliationColumns = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  /** Sample rows, cells in header order ('' for a blank cell). */
  samples: z.array(z.array(z.string())),
  /**
   * Each sample cell read as a date cell is read by a run ('YYYY-MM-DD'), or null when it names no day: an Excel
   * date cell is the number 46154 in `samples`, and the screen shows the day in the user's format instead.
   */
  sampleDays: z.array(z.array(z.string().nullable())),
  mapping: reconciliationMapping.nullable(),
});
export type ReconciliationColumns = z.infer<typeof reconciliationColumns>;

export const reconciliationMaxDays = 366;
export const reconciliationMaxTolerance = 31;

/** The run's text fields, beside the file, as the form sends them. */
export const reconciliationRunFields = z.object({
  from: calendarDate(reconciliationMessages.period, reconciliationMessages.period),
  to: calendarDate(reconciliationMessages.period, reconciliationMessages.period),
  toleranceDays: z.coerce.number({ error: reconciliationMessages.tolerance }).int(reconciliationMessages.tolerance).min(0, reconciliationMessages.tolerance).max(reconciliationMaxTolerance, reconciliationMessages.tolerance),
});

/** Their closing balance per currency, as their sheet states it (their sign); optional. */
export const reconciliationClosing = z.array(z.object({ currency: z.string().min(1).max(10), amount: z.string().regex(/^-?\d{1,18}(\.\d{1,2})?$/) })).max(20);

/** A line in the shop's sign: `ref` is the sheet's row number for theirs, the document (transaction) id for ours. */
/** Why a sheet row was not read as a line. */
export const reconciliationSkipReasons = ['noDate', 'badDate', 'noAmount', 'badAmount', 'noCurrency'] as const;

export const reconciliationLine = z.object({
  ref: z.number().int(),
  hawalaNo: z.string().nullable(),
  date: z.string(),
  currency: z.string(),
  amount: z.string(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLine>;

const groupTotal = z.object({ count: z.number().int(), amount: z.string() });

export const reconciliationSummary = z.object({
  totals: z.array(
    z.object({
      currency: z.string(),
      matched: groupTotal,
      mismatched: z.object({ count: z.number().int(), ours: z.string(), theirs: z.string() }),
      onlyTheirs: groupTotal,
      onlyOurs: groupTotal,
    }),
  ),
  balances: z.array(
    z.object({
      currency: z.string(),
      ourClosing: z.string(),
      theirClosing: z.string().nullable(),
      difference: z.string().nullable(),
      explained: z.string(),
      unexplained: z.string().nullable(),
      expectedTheirClosing: z.string(),
    }),
  ),
});

export const reconciliationHeader = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  from: z.string(),
  to: z.string(),
  toleranceDays: z.number().int(),
  fileName: z.string(),
  /** The sign convention the run used ('auto' resolved). */
  sign: z.enum(['mirror', 'same']),
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  counts: z.object({ matched: z.number().int(), mismatched: z.number().int(), onlyTheirs: z.number().int(), onlyOurs: z.number().int() }),
  /** True when every currency's difference is explained; null when they gave no closing balance. */
  balanced: z.boolean().nullable(),
});
export type ReconciliationHeader = z.infer<typeof reconciliationHeader>;

export const reconciliationList = z.array(reconciliationHeader);

/** Lines are referred to by their index in `theirs` and `ours`. */
export const reconciliationResult = reconciliationHeader.extend({
  theirs: z.array(reconciliationLine),
  ours: z.array(reconciliationLine),
  matched: z.array(z.object({ rule: z.enum(['hawalaNo', 'amount', 'split', 'merged']), theirs: z.array(z.number().int()), ours: z.array(z.number().int()) })),
  mismatched: z.array(z.object({ theirs: z.number().int(), ours: z.number().int() })),
  onlyTheirs: z.array(z.number().int()),
  onlyOurs: z.array(z.number().int()),
  /** Sheet rows that were not read as lines (a total row, a blank date), the first 100 of them. */
  skipped: z.array(z.object({ row: z.number().int(), reason: z.enum(reconciliationSkipReasons), text: z.string().nullable() })),
  skippedCount: z.number().int(),
  ...reconciliationSummary.shape,
});
export type ReconciliationResult = z.infer<typeof reconciliationResult>;
