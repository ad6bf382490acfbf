import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { accountStatuses, accountTypes } from '../enums';
import { maxSerialId } from './common';
import { accountKyc, kycFields, refineIdDates } from './kyc';
import { formMessages } from './form-messages';
import { overShortAccountCodePrefix } from '../books/trial-balance';
import {
  clerkShortageAccountCodePrefix,
  commissionAccountCodePrefix,
  fxAccountCodePrefix,
  fxProfitAccountCodePrefix,
  tillAccountCodePrefix,
  toAssignAccountCodePrefix,
} from '../ledger/account-nature';

export const accountMessages = {
  nameRequired: 'Account name is required',
  currencyRequired: 'Currency is required',
  emailInvalid: 'Please enter a valid email address',
  dateOfBirthInvalid: 'Date of birth must be a date (YYYY-MM-DD)',
  typeInvalid: 'Please choose an account type',
  statusInvalid: 'Please choose an account status',
  invalidFileType: 'Invalid file type',
  pictureNotImage: 'Please select an image file for the picture',
  signatureNotImage: 'Please select an image file for the signature',
  pictureTooLarge: 'The picture must be at most 2 MB',
  signatureTooLarge: 'The signature must be at most 2 MB',
  imageTooManyPixels: 'This image is too large in pixels; choose a smaller one',
  notFound: 'Account not found',
  systemReadOnly: 'System accounts cannot be edited',
  currencyLocked: 'The currency of an account with transactions cannot be changed',
  typeLocked: 'An account with transactions cannot move between the customer, company, partner and bank types',
  typeChangeAdminOnly: 'Only an admin may change the type of an account with transactions',
  noPicture: 'No picture for this account',
  noSignature: 'No signature for this account',
  idNotFound: (id: string | number) => `Account ${id} does not exist`,
  notActive: (account: string, status: string) => `Account ${account} is ${status}; only active accounts can be used`,
} as const;

export const maxImageBytes = 2 * 1024 * 1024;

/** One row of GET /api/accounts: no image data ever, so lists stay small. */
export const accountListItem = z.object({
  id: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  lastName: z.string().nullable(),
  fatherName: z.string().nullable(),
  tazkiraNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  currencyId: z.number(),
  currency: z.string(),
  address: z.string().nullable(),
  accountType: z.enum(accountTypes),
  accountStatus: z.enum(accountStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItem>;

/** A row of the account search (GET /api/accounts): the list row and its balance in the account's own currency, stored sign (read it with `shopView`). */
export const accountSearchItem = accountListItem.extend({ balance: z.string() });
export type AccountSearchItem = z.infer<typeof accountSearchItem>;

/** GET /api/accounts/{id}: picture and signature are addresses of the images (usable as an img src), or null. */
export const accountSchema = accountListItem.extend({
  currencyName: z.string(),
  picture: z.string().nullable(),
  signature: z.string().nullable(),
  ...accountKyc.shape,
});
export type Account = z.infer<typeof accountSchema>;

/** Blank becomes null; an absent field stays undefined, so a partial update leaves it as it is. */
const blankToNull = <T>(v: T | null | undefined) => (v === undefined ? undefined : v ? v : null);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, formMessages.tooLong)
    .nullish()
    .transform(blankToNull);

const email = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform(blankToNull)
  .pipe(z.email(accountMessages.emailInvalid).nullish());

const dateOfBirth = z
  .string()
  .trim()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v == null || isIsoDate(v), accountMessages.dateOfBirthInvalid);

/** An image as the browser reads it (a data: URL). Content and size are checked on the server by bytes. */
const imageData = z.string().max(4 * 1024 * 1024).nullish();

const fields = {
  accountName: z.string({ error: accountMessages.nameRequired }).trim().min(1, accountMessages.nameRequired).max(255),
  lastName: optionalText(255),
  fatherName: optionalText(255),
  tazkiraNumber: optionalText(100),
  email,
  phone: optionalText(50),
  dateOfBirth,
  currencyId: z.coerce
    .number({ error: accountMessages.currencyRequired })
    .int(accountMessages.currencyRequired)
    .min(1, accountMessages.currencyRequired)
    .max(maxSerialId, accountMessages.currencyRequired),
  address: optionalText(10_000),
  accountType: z.enum(accountTypes, { error: accountMessages.typeInvalid }),
  accountStatus: z.enum(accountStatuses, { error: accountMessages.statusInvalid }),
  ...kycFields,
};

/** docs/architecture.md, HTTP API, POST /api/accounts: never an accountCode; the server assigns it. */
export const createAccountBody = z.object({
  ...fields,
  accountType: fields.accountType.default('customer'),
  accountStatus: fields.accountStatus.default('active'),
  picture: imageData,
  signature: imageData,
}).superRefine(refineIdDates);
export type CreateAccountBody = z.input<typeof createAccountBody>;

/** docs/architecture.md, HTTP API, PATCH: every field optional; the ID's dates are checked again against the stored ones by the use case. picture/signature: a data URL replaces, null removes, absent keeps. */
export const updateAccountBody = z.object({
  accountName: fields.accountName.optional(),
  lastName: fields.lastName,
  fatherName: fields.fatherName,
  tazkiraNumber: fields.tazkiraNumber,
  email: fields.email,
  phone: fields.phone,
  dateOfBirth: fields.dateOfBirth,
  currencyId: fields.currencyId.optional(),
  address: fields.address,
  accountType: fields.accountType.optional(),
  accountStatus: fields.accountStatus.optional(),
  ...kycFields,
  picture: imageData,
  signature: imageData,
}).superRefine(refineIdDates);
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

export const accountListQuery = z.object({
  q: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** Posting screens offer only accounts that may be used (docs/architecture.md, Screens, Exchange / Debit and Credit). */
  status: z.enum(accountStatuses).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

/** Account-number settings (docs/architecture.md, Screens, Account Number Settings; Validation). A non-numeric start number falls back to 1000. */
export const accountNumberSettingSchema = z.object({
  id: z.number(),
  currency: z.string(),
  /** The currency's name from Currency Management (docs/architecture.md, Screens, Account Number Settings); null when it is gone. */
  currencyName: z.string().nullable(),
  /** Written before the number in every code of the series ('AFG' + 1000 → 'AFG1000'). */
  prefix: z.string(),
  startNumber: z.number(),
  /** The number the next account of the currency gets. */
  currentNumber: z.number(),
  used: z.boolean(),
  createdAt: z.string().nullable(),
});
export type AccountNumberSetting = z.infer<typeof accountNumberSettingSchema>;

export const settingMessages = {
  currencyRequired: 'Please select a currency',
  startNumberMin: 'Start number must be at least 1',
  notFound: 'Account number setting not found',
  exists: (currency: string) => `An account number setting for ${currency} already exists; edit it instead`,
  startNumberLocked: (start: number) => `Accounts have already been numbered from ${start}; the start number can no longer change`,
  prefixInvalid: 'The prefix may hold only letters, digits and dashes, at most 10',
  prefixLocked: (start: number) => `Accounts have already been numbered from ${start}; the prefix can no longer change`,
  prefixReserved: 'This prefix begins like the codes of the shop’s own accounts (currency positions, commission, over/short, tills); choose another',
} as const;

/** What the system accounts' codes begin with: no staff account's code may. */
const systemAccountCodePrefixes = [
  fxAccountCodePrefix,
  fxProfitAccountCodePrefix,
  commissionAccountCodePrefix,
  overShortAccountCodePrefix,
  toAssignAccountCodePrefix,
  tillAccountCodePrefix,
  clerkShortageAccountCodePrefix,
];

/**
 * Latin letters, digits and dashes: a code is typed at the counter and searched as written. Never one the system
 * accounts' codes begin with: owner-only figures and an account's nature are read from those prefixes
 * (docs/decisions.md, Owner-only figures), so a customer numbered 'OS-1' would vanish from every clerk's list.
 */
const prefix = z
  .string()
  .trim()
  .max(10, settingMessages.prefixInvalid)
  .regex(/^[A-Za-z0-9-]*$/, settingMessages.prefixInvalid)
  .refine((value) => !systemAccountCodePrefixes.some((reserved) => value.toUpperCase().startsWith(reserved)), settingMessages.prefixReserved);

const startNumber = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? '').trim(), 10);
    return Number.isFinite(n) ? Math.trunc(n) : 1000;
  })
  .pipe(z.number().min(1, settingMessages.startNumberMin).max(2_000_000_000));

export const createAccountNumberSettingBody = z.object({
  currency: z.string({ error: settingMessages.currencyRequired }).trim().min(1, settingMessages.currencyRequired).max(10),
  startNumber,
  prefix: prefix.default(''),
});
export type CreateAccountNumberSettingBody = z.input<typeof createAccountNumberSettingBody>;

/** A missing prefix keeps the stored one. */
export const updateAccountNumberSettingBody = z.object({ startNumber, prefix: prefix.optional() });
