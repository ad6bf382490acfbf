import { z } from 'zod';
import { roles } from '../permissions';

/** Sign-in messages (docs/architecture.md, Errors and messages). */
export const authMessages = {
  bothRequired: 'Please enter both username and password',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: (minutes: number) => `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
const bothRequired = authMessages.bothRequired;

export const loginBody = z.object({
  username: z.string({ error: bothRequired }).trim().min(1, bothRequired).max(100),
  password: z.string({ error: bothRequired }).min(1, bothRequired).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Languages of the web app (docs/decisions.md, Web and i18n): English as SPEC gives it, Dari (Afghanistan) and Pashto. */
export const languages = ['en', 'fa-AF', 'ps'] as const;
export type Language = (typeof languages)[number];
/** How dates are shown and entered; stored dates stay ISO Gregorian. */
export const calendars = ['gregorian', 'solar-hijri'] as const;
export type CalendarKind = (typeof calendars)[number];

/** Each user's own choices, applied at sign-in on whichever computer they use. */
export const userPreferences = z.object({ language: z.enum(languages), calendar: z.enum(calendars) });
export type UserPreferences = z.infer<typeof userPreferences>;
export const defaultUserPreferences: UserPreferences = { language: 'en', calendar: 'gregorian' };
/** PUT /api/auth/me/preferences: either or both. */
export const updatePreferencesBody = userPreferences.partial();

/** The current user (docs/architecture.md, Wire fields, 'Current user'), plus their preferences. */
export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
  language: z.enum(languages),
  calendar: z.enum(calendars),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** `GET /api/auth/me` (and the preferences answer): the user, and the shop's time zone the browser dates by. */
export const signedInUser = currentUser.extend({ shopTimeZone: z.string(), permissions: z.array(z.string()).describe("The role's grants as the database holds them: the web app's menus, routes and buttons follow them") });

/** POST /api/auth/login: the user and their role's grants. */
export const loggedInUser = currentUser.extend({ permissions: signedInUser.shape.permissions });
export type SignedInUser = z.infer<typeof signedInUser>;
