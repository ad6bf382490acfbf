import { asc } from 'drizzle-orm';
import { defaultGrants, grantsOf, normaliseRole, permissions, roles, type Grants, type Role } from '@sarafi/core';
import { handleKey, type Executor } from '../../db/client';
import { roleGrants, roleLimits } from '../../db/schema';
import { sideBySide } from '../../db/side-by-side';

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
 * shapes): every request's permission check reads them, so they must not cost a query each time. A change clears this
 * process's copy at once; every other app process clears its own when the session lookup brings a newer
 * `role_policy_version` (docs/decisions.md, Every core). Kept per database handle, so two apps in one process (tests)
 * never share.
 */
const cache = new WeakMap<object, Promise<Map<Role, RolePolicy>>>();
/** The `role_policy_version` each handle's cached policies are at least as new as. */
const cachedVersion = new WeakMap<object, number>();

/** A posting's transaction reads the policies the request's permission check cached instead of loading them again. */
const keyOf = handleKey;

export function forgetRolePolicies(db: Executor) {
  cache.delete(keyOf(db));
}

/** Drops the cached policies when the database holds a newer version of them than this process has seen. */
export function syncRolePolicies(db: Executor, version: number) {
  const key = keyOf(db);
  if (cachedVersion.get(key) === version) return;
  cache.delete(key);
  cachedVersion.set(key, version);
}

async function loadPolicies(db: Executor): Promise<Map<Role, RolePolicy>> {
  // A posting's transaction may be the one reading them: side by side on the pool only (db/side-by-side.ts).
  const [grantRows, limitRows] = await sideBySide(db, [
    () => db.select().from(roleGrants),
    () => db.select().from(roleLimits).orderBy(asc(roleLimits.role), asc(roleLimits.currencyId)),
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
  const key = keyOf(db);
  let loading = cache.get(key);
  if (!loading) {
    const started = loadPolicies(db);
    loading = started;
    cache.set(key, started);
    started.catch(() => {
      if (cache.get(key) === started) cache.delete(key);
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
