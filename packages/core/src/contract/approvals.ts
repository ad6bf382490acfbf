import { z } from 'zod';
import { transactionSchema } from './transactions';
import { accountNatureSchema } from '../ledger/account-nature';
import { formMessages } from './form-messages';

/**
 * Maker-checker approvals (docs/decisions.md, Approvals): a write that needs a second person is stored as a request,
 * moves no balance, and posts only when an approver replays it.
 */
export const approvalStatuses = ['pending', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * What the request would do: post a new document, pass a hawala, or change a posted one (the hawala or document is the
 * request's target); write off a clerk's till shortage, or charge a handover's shortage to the clerk who handed over
 * (the shift is the target; docs/decisions.md, Tills and shifts).
 */
export const approvalKinds = ['post', 'settlement', 'pass', 'edit', 'delete', 'recover', 'till-write-off', 'till-shortage'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

/** Why the write needs an approver. */
export const approvalGrounds = ['overAloneLimit', 'changesNeedApproval', 'oldDocument', 'creditLimitOverride', 'tillShortage'] as const;
export type ApprovalGround = (typeof approvalGrounds)[number];

export const approvalMessages = {
  required: 'This needs an approver, and this action cannot wait as a request: ask an admin to do it',
  notFound: 'Approval request not found',
  ownRequest: 'You cannot approve or reject your own request',
  staleVersion: 'The request changed since you opened it; open it again',
  notPending: 'The request is no longer pending',
  expired: 'The request has expired; its maker must send it again',
  rejectReasonRequired: 'A reason is required to reject a request',
  notMaker: 'Only the one who made the request may withdraw it',
} as const;


/** The 202 answer of a write kept for approval. */
export const approvalSubmitted = z.object({ approvalId: z.number(), status: z.literal('pending') });
export type ApprovalSubmitted = z.infer<typeof approvalSubmitted>;

export const approvalListQuery = z.object({ status: z.enum(approvalStatuses).optional() });

export const approvalSummary = z.object({
  id: z.number(),
  version: z.number(),
  kind: z.enum(approvalKinds),
  targetId: z.number().nullable(),
  status: z.enum(approvalStatuses),
  grounds: z.array(z.enum(approvalGrounds)),
  makerId: z.string(),
  makerName: z.string(),
  approvalReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  deciderName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The posting the approval made or changed. */
  transactionId: z.number().nullable(),
});
export type ApprovalSummary = z.infer<typeof approvalSummary>;

/** One account's stored balance (credit-positive) in one currency now and after approval, with the nature the shop reads it by. */
export const approvalBalance = z.object({
  accountId: z.number(),
  /** Named by code, as every answer names an account, so a role without `system-accounts` is never shown an owner's account (owner-figures.ts). */
  accountCode: z.string(),
  accountName: z.string(),
  nature: accountNatureSchema,
  currency: z.string(),
  now: z.string(),
  after: z.string(),
});

export const approvalDetail = approvalSummary.extend({
  /** The write as the maker sent it (after parsing): a document, or a change's body. */
  body: z.record(z.string(), z.unknown()),
  /** The document as it would post now, when the replay passes. */
  document: transactionSchema.nullable(),
  balances: z.array(approvalBalance),
  /** Why approving now would fail (a closed day, a credit limit), when it would. */
  refusal: z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).nullable(),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

export const approveBody = z.object({ version: z.number().int().positive() });
export const rejectBody = z.object({
  version: z.number().int().positive(),
  reason: z.string({ error: approvalMessages.rejectReasonRequired }).trim().min(1, approvalMessages.rejectReasonRequired).max(500, formMessages.tooLong),
});
export const approvalCount = z.object({ pending: z.number() });

/** The shop's approval settings: a change to a document older than `approvalAfterDays` shop days needs approval; a request expires after `approvalExpiryDays` days. */
export const approvalSettings = z.object({
  approvalAfterDays: z.number().int().min(0).max(3650),
  approvalExpiryDays: z.number().int().min(1).max(365),
});
export type ApprovalSettings = z.infer<typeof approvalSettings>;
export const defaultApprovalSettings: ApprovalSettings = { approvalAfterDays: 1, approvalExpiryDays: 7 };

/** Whether a change to a document dated `transDate` needs approval on the shop day `today`: it is more than `afterDays` days old. */
export function isOldForChange(transDate: string, today: string, afterDays: number): boolean {
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${transDate}T00:00:00Z`)) / 86_400_000;
  return age > afterDays;
}
