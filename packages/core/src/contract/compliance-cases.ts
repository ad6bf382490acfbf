import { z } from 'zod';
import { caseStatuses } from '../compliance/case-deadline';
import { maxSerialId } from './common';
import { formMessages } from './form-messages';

/*
 * Suspicious-activity cases (docs/decisions.md, Compliance: suspicious-activity cases): an admin opens one on an
 * account and/or transactions, keeps notes and attachments on it, and files the Suspicious Transaction Report with
 * FinTRACA or closes it. A case is never deleted.
 */

/** The words of its refusals; codes `compliance.<key>`. */
export const caseMessages = {
  caseNoSubject: 'Name the account or at least one transaction the case is about',
  caseGroundsRequired: 'Write the grounds for suspicion',
  caseNoteRequired: 'Write the note',
  caseReasonRequired: 'Write why the case is closed without a report',
  caseTooManyTransactions: (max: number) => `A case can name at most ${max} transactions`,
  caseTransactionNotFound: (id: number) => `Transaction ${id} does not exist`,
  caseNotFound: 'Case not found',
  caseNotOpen: 'This case is already filed or closed; only an open case can be filed or closed',
  caseAttachmentNoFile: 'Choose a file to attach',
  caseAttachmentKind: 'Attach an image (PNG, JPEG, GIF, WebP, BMP) or a PDF',
  caseAttachmentLimit: (max: number) => `A case holds at most ${max} attachments`,
  caseAttachmentNotFound: 'Attachment not found',
} as const;

export const maxCaseTransactions = 50;
export const maxCaseAttachments = 20;
/** A scanned statement or a few pages of PDF; the file is stored in the database as ID images are. */
export const maxCaseAttachmentBytes = 5 * 1024 * 1024;
const maxTextLength = 4000;

const serialId = z.coerce.number().int().positive().max(maxSerialId);
const longText = (required: string) => z.string().trim().min(1, required).max(maxTextLength, formMessages.tooLong);

export const caseStatusSchema = z.enum(caseStatuses);
export const caseUrgencySchema = z.enum(['overdue', 'dueSoon']).nullable();

export const caseParams = z.object({ id: serialId });
export const caseAttachmentParams = z.object({ id: serialId, attachmentId: serialId });
export const casesQuery = z.object({ status: caseStatusSchema.optional() });
export type CasesQuery = z.infer<typeof casesQuery>;

/** `POST /api/compliance/cases`: the subject (an account, transactions, or both) and the grounds. */
export const openCaseBody = z
  .object({
    accountId: z.number().int().positive().max(maxSerialId).nullish().transform((v) => v ?? null),
    transactionIds: z
      .array(z.number().int().positive().max(maxSerialId))
      .max(maxCaseTransactions, caseMessages.caseTooManyTransactions(maxCaseTransactions))
      .default([])
      .transform((ids) => [...new Set(ids)]),
    grounds: longText(caseMessages.caseGroundsRequired),
  })
  .refine((body) => body.accountId !== null || body.transactionIds.length > 0, { message: caseMessages.caseNoSubject, path: ['transactionIds'] });
export type OpenCaseBody = z.infer<typeof openCaseBody>;

export const caseNoteBody = z.object({ text: longText(caseMessages.caseNoteRequired) });
export const fileCaseBody = z.object({ reference: z.string().trim().max(100, formMessages.tooLong).nullish().transform((v) => v || null) });
export const closeCaseBody = z.object({ reason: longText(caseMessages.caseReasonRequired) });
export type FileCaseBody = z.infer<typeof fileCaseBody>;
export type CloseCaseBody = z.infer<typeof closeCaseBody>;

/** A list row: what the case is about, where it stands, and its deadline. */
export const caseSummary = z.object({
  id: z.number(),
  status: caseStatusSchema,
  grounds: z.string(),
  accountId: z.number().nullable(),
  accountName: z.string().nullable(),
  transactionIds: z.array(z.number()),
  openedAt: z.string(),
  openedBy: z.string(),
  /** The shop's day the report is due: 3 business days after the day opened. */
  deadline: z.string(),
  urgency: caseUrgencySchema,
  filedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummary>;
export const casesResponse = z.object({ cases: z.array(caseSummary) });
export type CasesResponse = z.infer<typeof casesResponse>;

export const caseNote = z.object({ id: z.number(), text: z.string(), author: z.string(), createdAt: z.string() });
export const caseAttachment = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  url: z.string(),
});
export const caseTransaction = z.object({
  id: z.number(),
  transDate: z.string().nullable(),
  transType: z.string(),
  amount: z.string(),
  currencyCode: z.string().nullable(),
  description: z.string().nullable(),
});
export type CaseNote = z.infer<typeof caseNote>;
export type CaseAttachment = z.infer<typeof caseAttachment>;
export type CaseTransaction = z.infer<typeof caseTransaction>;

/** `GET /api/compliance/cases/:id`: the case with its subject, notes, attachments (without their bytes) and outcome. */
export const caseDetail = caseSummary.extend({
  accountCode: z.string().nullable(),
  transactions: z.array(caseTransaction),
  notes: z.array(caseNote),
  attachments: z.array(caseAttachment),
  filedBy: z.string().nullable(),
  reference: z.string().nullable(),
  closedBy: z.string().nullable(),
  closeReason: z.string().nullable(),
});
export type CaseDetail = z.infer<typeof caseDetail>;
