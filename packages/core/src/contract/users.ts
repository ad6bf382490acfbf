import { z } from 'zod';
import { roles } from '../permissions';
import { canonicalUsername, hasHiddenCharacter } from '../username';
import { formMessages } from './form-messages';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  isActive: z.boolean(),
  /** Extension: the user signs in in two steps (docs/decisions.md, Security, Two-step sign-in). */
  twoFactor: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userMessages = {
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 100 characters',
  usernameHiddenCharacters: 'Username cannot contain control, invisible or text-direction characters',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordTooWeak: 'This password is too easy to guess. Use a longer one, for example three or four unrelated words.',
  roleRequired: 'Role is required',
  notFound: 'User not found',
  cannotDeactivateSelf: 'You cannot deactivate your own account; another admin can',
  cannotDeleteSelf: 'You cannot delete your own account; another admin can',
  lastAdminDeactivate: 'Cannot deactivate the last active admin',
  lastAdminDelete: 'Cannot delete the last active admin',
  lastAdminRole: 'Cannot change the role of the last active admin',
  usernameTaken: (username: string) => `Username '${username}' is already taken`,
} as const;

/** Usernames are stored and compared in their canonical form (username.ts), so look-alike names cannot coexist. */
const username = z
  .string({ error: userMessages.usernameRequired })
  .refine((name) => !hasHiddenCharacter(name), userMessages.usernameHiddenCharacters)
  .trim()
  .min(1, userMessages.usernameRequired)
  .max(100, userMessages.usernameTooLong)
  .transform(canonicalUsername)
  .pipe(z.string().max(100, userMessages.usernameTooLong));
/** Optional (docs/decisions.md 'Clerks serve cash'): a counter clerk often has none; blank is stored as none. */
const email = z
  .string({ error: userMessages.emailInvalid })
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email(userMessages.emailInvalid).nullable());
/** Length only: whether a password is too easy to guess is judged on the server (its dictionaries are large). */
export const passwordMaxLength = 256;
const password = z
  .string({ error: userMessages.passwordRequired })
  .min(1, userMessages.passwordRequired)
  .min(8, userMessages.passwordTooShort)
  .max(passwordMaxLength, userMessages.passwordTooLong);
const role = z.enum(roles, { error: userMessages.roleRequired });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const createUserBody = z.object({
  username,
  email,
  password,
  role,
  isActive: z.boolean().default(true),
  fullName: optionalText(255),
  phone: optionalText(50),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** On edit a blank password keeps the current one (docs/architecture.md, Validation, 'User forms'). */
export const updateUserBody = z.object({
  username,
  email,
  role,
  password: z
    .union([z.literal(''), password])
    .optional()
    .transform((v) => (v ? v : undefined)),
  fullName: optionalText(255),
  phone: optionalText(50),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const userStatusBody = z.object({ isActive: z.boolean({ error: formMessages.isActiveInvalid }) });
