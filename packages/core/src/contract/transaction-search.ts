import { z } from 'zod';
import { auditActions, transactionTypes } from '../enums';
import { approvalReasonField, blankToUndefined, calendarDate, maxSerialId, optionalParam as optional } from './common';
import { documentBody } from '../documents';
import { transactionSchema } from './transactions';
import { formMessages } from './form-messages';
import { editMessages } from './edit-messages';
export { editMessages };

export type TransactionType = (typeof transactionTypes)[number];


/** An empty query parameter (`?type=`) means "no filter", as an empty field on the search form does. */

/**
 * docs/architecture.md, Validation, 'Search form' rules, run by the server: type (any case), reference ID as a substring of the id,
 * account on either side, narrative as a case-insensitive substring of either narrative, amount as a substring
 * of the debit or credit amount, date as the same calendar day. `limit`/`cursor` page by id, newest first.
 */
export const transactionSearchQuery = z.object({
  type: optional(
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        const type = transactionTypes.find((t) => t.toLowerCase() === value.toLowerCase());
        if (!type) {
          ctx.addIssue({ code: 'custom', message: formMessages.searchTypeInvalid });
          return z.NEVER;
        }
        return type;
      }),
  ),
  referenceId: optional(z.string().trim().max(20, formMessages.referenceTooLong)),
  /** Extension (docs/decisions.md, Web and i18n, the command palette): exactly this transaction id, where referenceId is a substring. */
  id: optional(z.coerce.number({ error: formMessages.transactionIdInvalid }).int().positive(formMessages.transactionIdInvalid).max(maxSerialId, formMessages.transactionIdInvalid)),
  account: optional(z.coerce.number({ error: 'Account must be an account id' }).int().positive('Account must be an account id').max(maxSerialId, 'Account must be an account id')),
  narrative: optional(
    z
      .string()
      .trim()
      .max(255, formMessages.narrativeTooLong)
      // The narrative index joins both narratives with a control character, so a search text must not hold one.
      .refine((value) => ![...value].some((ch) => ch.charCodeAt(0) < 32), formMessages.narrativeControlCharacters),
  ),
  amount: optional(
    z
      .string()
      .trim()
      .transform((value) => value.replace(/[,\s]/g, ''))
      .refine((value) => /^[0-9.]*$/.test(value), formMessages.amountDigitsOnly)
      .refine((value) => value.length <= 30, formMessages.amountTooLong),
  ),
  date: optional(calendarDate(formMessages.dateShape, formMessages.dateInvalid)),
  limit: optional(z.coerce.number().int().min(1).max(500)),
  cursor: optional(z.string().max(100)),
});
export type TransactionSearchQuery = z.infer<typeof transactionSearchQuery>;
export type TransactionSearchParams = z.input<typeof transactionSearchQuery>;

/** The export takes the same filters; paging does not apply. */
export const transactionExportQuery = transactionSearchQuery.omit({ limit: true, cursor: true });
export type TransactionExportQuery = z.infer<typeof transactionExportQuery>;

/** An account as a search result row names it: enough to read the row without opening the account. */
export const searchAccountRef = z.object({ id: z.number(), accountCode: z.string(), accountName: z.string() });
export type SearchAccountRef = z.infer<typeof searchAccountRef>;

/**
 * A search result: the transaction plus its debit (out) and credit (in) accounts, null when the account is gone, and
 * whether it is a day close's over/short voucher (present only then), which changes only with its day.
 */
export const transactionSearchRow = transactionSchema.extend({
  debitAccount: searchAccountRef.nullable(),
  creditAccount: searchAccountRef.nullable(),
  closePosting: z
    .literal(true)
    .optional()
    .describe("Extension: present on a day close's over/short voucher, which changes only by reopening its day (docs/decisions.md 'Clerks serve cash')."),
});
export type TransactionSearchRow = z.infer<typeof transactionSearchRow>;

/** Header holding the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** docs/architecture.md, Wire fields, 'Deleted transaction', plus who deleted it by name. */
export const deletedTransactionSchema = z.object({
  id: z.number(),
  originalTransactionId: z.number(),
  transType: z.string(),
  transDescription: z.string().nullable(),
  currencyId: z.number().nullable(),
  dAmount: z.string(),
  cAmount: z.string(),
  cCurrencyId: z.number().nullable(),
  cTransDescription: z.string().nullable(),
  inAccountId: z.number().nullable(),
  outAccountId: z.number().nullable(),
  transDateTime: z.string().nullable(),
  transDate: z.string().nullable(),
  exRate: z.string(),
  userCreated: z.string().nullable(),
  dateCreated: z.string().nullable(),
  userModified: z.string().nullable(),
  dateModified: z.string().nullable(),
  referenceId: z.number(),
  hawalaId: z.number(),
  transId: z.number(),
  originalCreatedAt: z.string().nullable(),
  originalUpdatedAt: z.string().nullable(),
  deletedDate: z.string(),
  deletedUserId: z.string().nullable(),
  deletionReason: z.string().nullable(),
  formName: z.string().nullable(),
  deletedBy: z.string().nullable(),
});
export type DeletedTransaction = z.infer<typeof deletedTransactionSchema>;


const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const instant = z
  .string({ error: editMessages.updatedAtRequired })
  .refine((value) => !Number.isNaN(Date.parse(value)), formMessages.updatedAtInvalid);

/**
 * docs/architecture.md, Validation, 'Edit transaction' messages, checked first and in SPEC's order, then every posting rule of
 * `documentBody` (an edit must be a transaction that could be posted; a settlement keeps its own rules). Exchange narratives stay optional,
 * as they are when posting.
 */
const editInput = documentBody.in
  // A cleared date field is a missing date ('Date is required'), not a malformed one.
  .extend({ updatedAt: instant, transDate: z.preprocess(blankToUndefined, documentBody.in.shape.transDate) })
  .superRefine((raw, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const m = editMessages;
    if (raw.transType !== 'Exchange' && !present(raw.transDescription)) return fail(m.descriptionRequired, 'transDescription');
    if (!present(raw.dAmount)) return fail(m.amountRequired, 'dAmount');
    if (!present(raw.currencyId)) return fail(m.currencyRequired, 'currencyId');
    if (!present(raw.outAccountId)) return fail(m.accountRequired, 'outAccountId');
    if (!present(raw.inAccountId)) return fail(m.accountRequired, 'inAccountId');
    if (!present(raw.transDate)) return fail(m.dateRequired, 'transDate');
  });

/** PUT /api/transactions/{id}: the posting shape plus the `updatedAt` the client read (optimistic lock). */
export const updateTransactionBody = editInput.pipe(z.intersection(documentBody, z.object({ updatedAt: z.string() })));
export type UpdateTransactionBody = z.input<typeof updateTransactionBody>;
export type UpdateTransactionInput = z.output<typeof updateTransactionBody>;

const deleteFields = z.object({
  reason: z.string({ error: editMessages.deleteReasonRequired }).trim().min(1, editMessages.deleteReasonRequired).max(1000, formMessages.reasonTooLong),
  formName: z.string().trim().max(100, formMessages.formNameTooLong).nullish(),
  creditLimitOverride: z
    .boolean()
    .optional()
    .describe("An admin's explicit decision to let the delete leave a partner owing past its credit limit; kept with the posting."),
  approvalReason: approvalReasonField,
});
/** A DELETE without a body is a missing reason, not a malformed request. */
export const deleteTransactionBody = z.preprocess((value) => value ?? {}, deleteFields);
export type DeleteTransactionBody = z.input<typeof deleteFields>;

/** A recover may carry an admin's credit-limit override; a recover without a body is a plain recover. */
export const recoverTransactionBody = z.preprocess(
  (value) => value ?? {},
  z.object({
    creditLimitOverride: z
      .boolean()
      .optional()
      .describe("An admin's explicit decision to let the recovered posting leave a partner owing past its credit limit."),
    approvalReason: approvalReasonField,
  }),
);

export const deleteTransactionResponse = z.object({ message: z.string(), id: z.number() });
export const recoverTransactionResponse = z.object({ message: z.string(), id: z.number() });

const historyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One audit row of a transaction (append-only): what was done, by whom, when, and which fields changed. */
export const transactionHistoryEntry = z.object({
  id: z.number(),
  action: z.enum(auditActions),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
  /** The deletion reason on 'delete' rows. */
  reason: z.string().nullable(),
  /** On 'update': the document fields whose value changed (bookkeeping fields such as updatedAt left out). */
  changes: z.array(z.object({ field: z.string(), old: historyValue, new: historyValue })),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
  /** The partner credit limits this change went past, by an admin's override (none for a change within the limits). */
  creditLimitOverrides: z.array(
    z.object({ partner: z.string(), currency: z.string(), creditLimit: z.string(), owedAfter: z.string(), reason: z.string().nullable() }),
  ),
  /** The approver, when this change was a request another user approved (docs/decisions.md, Approvals); `username` is its maker. */
  approvedBy: z.string().nullable(),
});
export type TransactionHistoryEntry = z.infer<typeof transactionHistoryEntry>;
