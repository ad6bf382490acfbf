import { desc, inArray, sql } from 'drizzle-orm';
import { isFixedPermission, isPermission, Money, permissions as allPermissions, roleMessages, roles, type CurrentUser, type Role, type UpdateRolesInput } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { currencies, roleChanges, roleGrants, roleLimits } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { appendJournal } from '../journal/append-journal';
import { rolePolicies, storedRolePolicies, type RolePolicy } from './role-policy';

const isRole = (name: string): name is Role => (roles as readonly string[]).includes(name);

/** A policy as the API answers it: permission names in the table's order, limits as stored. */
export const policyView = (p: RolePolicy) => ({
  role: p.role,
  permissions: allPermissions.filter((name) => p.permissions.has(name)),
  limits: p.limits,
  changesNeedApproval: p.changesNeedApproval,
});

/** GET /api/roles. */
export async function listRoles(db: Executor) {
  return { roles: [...(await rolePolicies(db)).values()].map(policyView) };
}

/** GET /api/roles/changes: the newest first. */
export async function listRoleChanges(db: Executor) {
  const rows = await db.select().from(roleChanges).orderBy(desc(roleChanges.id)).limit(200);
  return { changes: rows.map(({ id, role, oldValue, newValue, username, createdAt }) => ({ id, role, oldValue, newValue, username, createdAt: createdAt.toISOString() })) };
}

/**
 * PUT /api/roles: each sent role's permissions, limits and flag replace the stored ones, recorded with who and when,
 * in the caller's transaction (docs/decisions.md, Roles the owner shapes). Refuses unknown roles and permissions, and
 * taking a fixed permission away (every role signs in and sees its own work; the admin role keeps users and roles).
 */
export async function updateRoles(tx: Transaction, input: UpdateRolesInput, actor: CurrentUser) {
  const currencyIds = new Set((await tx.select({ id: currencies.id }).from(currencies)).map((c) => c.id));
  for (const sent of input.roles) {
    if (!isRole(sent.role)) throw badRequest(roleMessages.unknownRole, 'role.unknownRole');
    for (const name of sent.permissions) if (!isPermission(name)) throw badRequest(roleMessages.unknownPermission, 'role.unknownPermission', { permission: name });
    for (const name of allPermissions) {
      if (sent.permissions.includes(name) || !isFixedPermission(sent.role, name)) continue;
      if (sent.role === 'admin' && name !== 'dashboard') throw conflict(roleMessages.adminKeepsRoles, 'role.adminKeepsRoles');
      throw conflict(roleMessages.fixedPermission, 'role.fixedPermission');
    }
    for (const limit of sent.limits) {
      if (!currencyIds.has(limit.currencyId)) throw badRequest(roleMessages.unknownCurrency, 'role.unknownCurrency');
      // Between the two limits a posting waits for an approver; a limit at all below the one alone would leave none.
      if (limit.alone !== null && limit.atAll !== null && new Money(limit.atAll).lt(limit.alone)) throw badRequest(roleMessages.limitOrder, 'role.limitOrder');
    }
  }
  // One writer at a time: the lock makes two saves of the owner's two tabs follow each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('role_grants'))`);
  const before = await storedRolePolicies(tx);
  const now = new Date();
  for (const sent of input.roles) {
    const role = sent.role as Role;
    const old = policyView(before.get(role)!);
    const next = {
      role,
      permissions: allPermissions.filter((name) => sent.permissions.includes(name)),
      limits: [...sent.limits].sort((a, b) => a.currencyId - b.currencyId).filter((l) => l.alone !== null || l.atAll !== null),
      changesNeedApproval: sent.changesNeedApproval,
    };
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    await tx
      .insert(roleGrants)
      .values({ role, permissions: next.permissions, changesNeedApproval: next.changesNeedApproval, updatedAt: now })
      .onConflictDoUpdate({ target: roleGrants.role, set: { permissions: next.permissions, changesNeedApproval: next.changesNeedApproval, updatedAt: now } });
    await tx.delete(roleLimits).where(inArray(roleLimits.role, [role]));
    if (next.limits.length) await tx.insert(roleLimits).values(next.limits.map((l) => ({ role, ...l })));
    await tx.insert(roleChanges).values({ role, oldValue: JSON.stringify(old), newValue: JSON.stringify(next), userId: actor.id, username: actor.username, createdAt: now });
    await appendJournal(tx, { kind: 'role.change', entity: 'role', entityId: role, actor, payload: { old, next }, at: now });
  }
  return { roles: [...(await storedRolePolicies(tx)).values()].map(policyView) };
}
