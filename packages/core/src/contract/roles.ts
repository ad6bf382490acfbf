import { z } from 'zod';
import { roles, type Role } from '../permissions';
import { decimalMessages } from '../money/amount-messages';
import { eachKeyOnce, limitInput } from './currency-limits';

/** Why a role change is refused, with stable codes (`role.fixedPermission`) a browser translates. */
export const roleMessages = {
  unknownRole: 'There is no such role',
  unknownPermission: 'There is no such permission',
  fixedPermission: 'Every role keeps the right to sign in and see its own work',
  adminKeepsRoles: 'The admin role always keeps users and roles',
  limitInvalid: 'A role limit must be an amount greater than 0 with at most 2 decimals, or empty for no limit',
  unknownCurrency: 'There is no such currency',
  limitOrder: 'A role limit at all cannot be below its limit alone',
  roleTwice: 'Each role is changed once in a change; send it once',
  /** `limit` as the screens show money (formatMoney: '؋ 200,000.00'). */
  overAtAllLimit: (limit: string) => `Your role may post at most ${limit} in one posting`,
} as const;

const roleLimit = z.object({
  currencyId: z.number().int().positive(),
  alone: limitInput(roleMessages.limitInvalid),
  atAll: limitInput(roleMessages.limitInvalid),
});

const rolePolicyShape = z.object({
  role: z.string().max(20).describe('admin, operator or user'),
  permissions: z.array(z.string().max(40)).max(100),
  limits: z
    .array(roleLimit)
    .max(100)
    .refine((items) => eachKeyOnce(items, (l) => l.currencyId), decimalMessages.limitCurrencyTwice),
  changesNeedApproval: z.boolean().describe('Edits, deletes and recovers by this role need a second person'),
});

/** PUT /api/roles: the roles to change; each sent role's permissions, limits and flag replace the stored ones. */
export const updateRolesBody = z.object({
  roles: z
    .array(rolePolicyShape)
    .min(1)
    .max(roles.length)
    .refine((items) => eachKeyOnce(items, (r) => r.role.trim().toLowerCase()), roleMessages.roleTwice),
});
export type UpdateRolesBody = z.input<typeof updateRolesBody>;
export type UpdateRolesInput = z.output<typeof updateRolesBody>;

/** GET and PUT /api/roles: every role with what it may do, its per-currency limits (decimal strings, null: none) and its flag. */
export const rolesResponse = z.object({
  roles: z.array(
    z.object({
      role: z.enum(roles),
      permissions: z.array(z.string()),
      limits: z.array(z.object({ currencyId: z.number(), alone: z.string().nullable(), atAll: z.string().nullable() })),
      changesNeedApproval: z.boolean(),
    }),
  ),
});
export type RolesResponse = z.infer<typeof rolesResponse>;
export type RolePolicyView = RolesResponse['roles'][number] & { role: Role };

/** GET /api/roles/changes: who changed a role, when, and its policy before and after. */
export const roleChangesResponse = z.object({
  changes: z.array(z.object({ id: z.number(), role: z.string(), oldValue: z.string(), newValue: z.string(), username: z.string(), createdAt: z.string() })),
});
export type RoleChanges = z.infer<typeof roleChangesResponse>;
