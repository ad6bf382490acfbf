import { z } from 'zod';
import { westernDigits } from '../date-format';

/** Two-step sign-in with a time-based code (docs/decisions.md, Security, Two-step sign-in). */
export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  oneOfCodes: 'Send either a code or a recovery code',
  wrongCode: 'That code is not right or has already been used',
  noPendingSignIn: 'Your sign-in has expired; enter your username and password again',
  alreadyEnrolled: 'Two-step sign-in is already on for this user',
  notEnrolling: 'Start the set-up again: no two-step sign-in is waiting to be confirmed',
  notEnrolled: 'This user has no two-step sign-in to reset',
  tooManyAttempts: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** How many single-use recovery codes a confirmed enrolment hands out. */
export const recoveryCodeCount = 10;

/** Persian and Arabic-Indic digits are read as digits, and spaces a phone app shows inside the code are dropped. */
const codeText = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((text) => westernDigits(text).replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, twoFactorMessages.codeRequired).regex(/^\d{6}$/, twoFactorMessages.codeFormat));

export const twoFactorCodeBody = z.object({ code: codeText });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBody>;

/** The code step: a code from the app, or one of the recovery codes when the phone is lost. */
export const twoFactorVerifyBody = z
  .object({ code: codeText.optional(), recoveryCode: z.string().trim().min(1, twoFactorMessages.codeRequired).max(40).optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), twoFactorMessages.oneOfCodes);
export type TwoFactorVerifyBody = z.infer<typeof twoFactorVerifyBody>;

/** The password was right; the session starts only after the code step (or, for an admin the shop requires it of, after enrolment). */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Extension: the shop requires two-step sign-in of admins and this one has none yet, so the next step is enrolment. */
  enrolmentRequired: z.boolean(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const twoFactorEnrolment = z.object({
  /** Base32, as authenticator apps take it typed in. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** Shown once: only their hashes are kept. */
export const twoFactorRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;

export const twoFactorStatus = z.object({
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSettings = z.object({ requiredForAdmins: z.boolean() });
export type TwoFactorSettings = z.infer<typeof twoFactorSettings>;
