import { asc } from 'drizzle-orm';
import { defaultGrants, grantsOf, normaliseRole, permissions, roles, type Grants, type Role } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { roleGrants, roleLimits } from '../../db/schema';

export interface RoleLimit {
  currencyId: number;
  alone: string | null;
  atAll: string | null;
}

/** What one role may do: its grants, its per-currency limits and whether its changes need a second person. */
export interface RolePolicy {
  role: Role;
  permissions: Grants;
  limits: RoleLimit[];
  changesNeedApproval: boolean;
}

/**
 * The policies read from the database, kept in process until a role changes (docs/decisions.md, Roles the owner
 * shapes): every request's permission check reads them, so they must not cost a query each time. One server process
 * owns the database, so clearing on change is enough. Kept per database handle, so two apps in one process (tests) never share.
 */
const cache = new WeakMap<Executor, Promise<Map<Role, RolePolicy>>>();

export function forgetRolePolicies(db: Executor) {
  cache.delete(db);
}

async function loadPolicies(db: Executor): Promise<Map<Role, RolePolicy>> {
  const [grantRows, limitRows] = await Promise.all([
    db.select().from(roleGrants),
    db.select().from(roleLimits).orderBy(asc(roleLimits.role), asc(roleLimits.currencyId)),
  ]);
  const policies = new Map<Role, RolePolicy>();
  for (const role of roles) {
    const row = grantRows.find((r) => r.role === role);
    policies.set(role, {
      role,
      permissions: row ? grantsOf(row.permissions) : defaultGrants(role),
      limits: limitRows.filter((l) => l.role === role).map(({ currencyId, alone, atAll }) => ({ currencyId, alone, atAll })),
      changesNeedApproval: row?.changesNeedApproval ?? false,
    });
  }
  return policies;
}

/** Every role's policy, from the cache or the database. */
export async function rolePolicies(db: Executor): Promise<Map<Role, RolePolicy>> {
  let loading = cache.get(db);
  if (!loading) {
    const started = loadPolicies(db);
    loading = started;
    cache.set(db, started);
    started.catch(() => {
      if (cache.get(db) === started) cache.delete(db);
    });
  }
  return loading;
}

/** One role's policy; an unknown role value gets the 'user' role's, as normaliseRole says. */
export async function rolePolicy(db: Executor, role: string): Promise<RolePolicy> {
  return (await rolePolicies(db)).get(normaliseRole(role))!;
}

/** The signed-in user's grants: what every permission check on the server reads. */
export async function grantsOfRole(db: Executor, role: string): Promise<Grants> {
  return (await rolePolicy(db, role)).permissions;
}

/** The role's grants as names, in the permission table's order: what the sign-in and /me answers carry. */
export async function permissionNames(db: Executor, role: string): Promise<string[]> {
  const grants = await grantsOfRole(db, role);
  return permissions.filter((p) => grants.has(p));
}

/** Read inside a write transaction without the cache, so a change sees the rows it locks. */
export async function storedRolePolicies(db: Executor) {
  return loadPolicies(db);
}
