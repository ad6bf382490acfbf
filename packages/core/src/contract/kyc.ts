import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { maxSerialId } from './common';

/** The identity documents an account holder may show (docs/decisions.md, Compliance: know your customer). */
export const idTypes = ['tazkira', 'e-tazkira', 'passport', 'other'] as const;
export type IdType = (typeof idTypes)[number];

export const kycMessages = {
  idTypeInvalid: 'Please choose an ID type: tazkira, e-tazkira, passport or other',
  idNumberTooLong: 'The ID number must be at most 50 characters',
  issueDateInvalid: 'The ID issue date is not a valid date',
  expiryDateInvalid: 'The ID expiry date is not a valid date',
  expiryBeforeIssue: 'The ID expiry date must be after its issue date',
  nationalityTooLong: 'The nationality must be at most 100 characters',
  occupationTooLong: 'The occupation must be at most 100 characters',
  idImageNotImage: 'Please select an image file for the ID document',
  idImageTooLarge: 'An ID document image must be at most 2 MB',
  idImageLimit: (max: number) => `An account holds at most ${max} ID document images`,
  idImageNotFound: 'ID document image not found',
  idExpired: (account: string, expiry: string) => `The ID of account ${account} expired on ${expiry}`,
  retainedUser: (years: number) =>
    `This user posted transactions in the last ${years} years that compliance reports need; the user cannot be deleted. Deactivate the user instead.`,
  retainedIdImage: (years: number) =>
    `This account has history from the last ${years} years; its ID document images are kept and cannot be deleted.`,
} as const;

/** Blank becomes null; an absent field stays undefined, so a partial update leaves it as it is. */
const blankToNull = <T>(v: T | null | undefined) => (v === undefined ? undefined : v ? v : null);

const cappedText = (max: number, message: string) => z.string().trim().max(max, message).nullish().transform(blankToNull);

const idDate = (message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform(blankToNull)
    .refine((v) => v == null || isIsoDate(v), message);

/** The know-your-customer fields of an account; each optional, blank stored as null. */
export const kycFields = {
  idType: z.enum(idTypes, { error: kycMessages.idTypeInvalid }).nullish(),
  idNumber: cappedText(50, kycMessages.idNumberTooLong),
  idIssueDate: idDate(kycMessages.issueDateInvalid),
  idExpiryDate: idDate(kycMessages.expiryDateInvalid),
  nationality: cappedText(100, kycMessages.nationalityTooLong),
  occupation: cappedText(100, kycMessages.occupationTooLong),
};

/** The one rule on an ID's dates: when both are known, it expires after it was issued. */
export const idDatesInOrder = (issue: string | null | undefined, expiry: string | null | undefined) => !issue || !expiry || expiry > issue;

/** For a schema holding both dates: the rule's refusal, on the expiry field (where a form shows it). */
export function refineIdDates(value: { idIssueDate?: string | null; idExpiryDate?: string | null }, ctx: z.RefinementCtx) {
  if (!idDatesInOrder(value.idIssueDate, value.idExpiryDate)) {
    ctx.addIssue({ code: 'custom', message: kycMessages.expiryBeforeIssue, path: ['idExpiryDate'] });
  }
}

/** The KYC fields as an account answers them. */
export const accountKyc = z.object({
  idType: z.enum(idTypes).nullable(),
  idNumber: z.string().nullable(),
  idIssueDate: z.string().nullable(),
  idExpiryDate: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type AccountKyc = z.infer<typeof accountKyc>;

/** One ID document image of an account: its address is usable as an img src. */
export const idImageSchema = z.object({ id: z.number(), contentType: z.string(), url: z.string(), createdAt: z.string() });
export type IdImage = z.infer<typeof idImageSchema>;

/** An image as the browser reads it (a data: URL); content and size are checked on the server by bytes. */
export const addIdImageBody = z.object({ image: z.string({ error: kycMessages.idImageNotImage }).min(1, kycMessages.idImageNotImage).max(4 * 1024 * 1024) });

export const idImageParams = z.object({ id: z.coerce.number().int().positive().max(maxSerialId), imageId: z.coerce.number().int().positive().max(maxSerialId) });

/** One row of the ID expiry list: an account whose ID has expired or expires within the window. */
export const idExpiryItem = z.object({
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  accountStatus: z.string(),
  idType: z.enum(idTypes).nullable(),
  idNumber: z.string().nullable(),
  idExpiryDate: z.string(),
  /** Days from the shop's today to the expiry: negative once expired. */
  daysLeft: z.number(),
  expired: z.boolean(),
});
export type IdExpiryItem = z.infer<typeof idExpiryItem>;

export const idExpiryList = z.object({ today: z.string(), until: z.string(), items: z.array(idExpiryItem) });
export type IdExpiryList = z.infer<typeof idExpiryList>;

/** A note on a posting that succeeded: its code and parameters, with the English words (docs/architecture.md, Errors and messages). */
export const postingWarning = z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type PostingWarning = z.infer<typeof postingWarning>;
