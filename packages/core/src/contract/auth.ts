import { z } from 'zod';
import { roles } from '../permissions';

const bothRequired = 'Please enter both username and password';

export const loginBody = z.object({
  username: z.string({ error: bothRequired }).trim().min(1, bothRequired).max(100),
  password: z.string({ error: bothRequired }).min(1, bothRequired).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The current user (SPEC §3 'Current user'). */
export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
});
export type CurrentUser = z.infer<typeof currentUser>;
