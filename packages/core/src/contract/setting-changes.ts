import { z } from 'zod';
import { maxSerialId, optionalParam } from './common';

/**
 * The settings that loosen or tighten a control, each change of which is kept: self-approval of a day close, a blind count, how far
 * ahead a posting may be dated, a currency's posting limit and clerk limit, a partner's credit limit in a currency, whether admins
 * must sign in in two steps, an admin's reset of a user's two-step sign-in, and after how many days a change needs an approver
 * and how long its request waits.
 */
export const recordedSettings = [
  'dayClose.allowSelfApproval',
  'dayClose.blindCount',
  'books.postingDaysAhead',
  'postingLimit',
  'creditLimit',
  'clerkLimit',
  'twoFactor.requiredForAdmins',
  /** An admin turned off a user's two-step sign-in; the old value is that user's name. */
  'twoFactor.reset',
  'tills.requireTills',
  'tills.keepCashInTill',
  'compliance.walkInIdThreshold',
  'compliance.lctrThreshold',
  'compliance.refuseExpiredId',
  'compliance.screeningThreshold',
  'compliance.retentionYears',
  'compliance.holidays',
  'approvals.approvalAfterDays',
  'approvals.approvalExpiryDays',
] as const;
export type RecordedSetting = (typeof recordedSettings)[number];

/** One change, as `GET /api/settings/changes` lists it. A value is text ('true', '2', '5000.00'); null is "no limit". */
export const settingChangeSchema = z.object({
  id: z.number(),
  setting: z.enum(recordedSettings),
  /** The partner account whose credit limit changed; null for the shop's own settings. */
  partnerId: z.number().nullable(),
  /** The currency of a posting or credit limit; null otherwise. */
  currency: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  /** True when the new value lets through more than the old one did. */
  weakened: z.boolean(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** Newest first, `limit` at a time; `before` (an id) asks for the page after the one that ended there. */
export const settingChangesQuery = z.object({
  setting: optionalParam(z.enum(recordedSettings)),
  partnerId: optionalParam(z.coerce.number().int().positive().max(maxSerialId)),
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
  before: optionalParam(z.coerce.number().int().positive().max(maxSerialId)),
});
export type SettingChangesQuery = z.infer<typeof settingChangesQuery>;

export const settingChangesResponse = z.object({
  changes: z.array(settingChangeSchema),
  /** The `before` of the next page; null on the last one. */
  nextBefore: z.number().nullable(),
});
export type SettingChangesResponse = z.infer<typeof settingChangesResponse>;
