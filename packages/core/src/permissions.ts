/** Roles and what each may do (docs/architecture.md, Roles and permissions). Used by every server route and by the web app's menu and guards. */
export const roles = ['admin', 'operator', 'user'] as const;
export type Role = (typeof roles)[number];

const everyone: readonly Role[] = roles;
const operators: readonly Role[] = ['admin', 'operator'];
const admins: readonly Role[] = ['admin'];

export const permissionTable = {
  dashboard: everyone,
  accounts: everyone,
  currencies: everyone,
  /** Adding, editing and deleting currencies: the table's rates are proposed on every deal (docs/decisions.md). */
  'currency-changes': admins,
  'currency-conversion': everyone,
  transfer: everyone,
  exchange: everyone,
  hawala: everyone,
  'pass-hawala': everyone,
  search: everyone,
  'import-hawala': operators,
  /** Debit and credit vouchers, the counter's cash in and out: clerks post them up to their clerk limit (docs/decisions.md 'Clerks serve cash'). */
  'cash-vouchers': ['admin', 'user'],
  'account-settings': admins,
  users: admins,
  'hawala-serial': admins,
  'dashboard-admin': admins,
  backup: admins,
  /** Verifying the tamper-evident journal against the ledger (docs/decisions.md, Journal): the owner's check. */
  journal: admins,
  /** The drawer's book is every clerk's; the trial balance shows every customer's balance, so it is the owner's. */
  'cash-book': everyone,
  'trial-balance': admins,
  /** Approving a count (four eyes), reopening a closed day and setting the notes counted. */
  'day-close-admin': admins,
  /** Who loosened or tightened a control (self-approval, limits, dating ahead) and when: the owner's to review. */
  'setting-changes': admins,
  /** The exchange desk's profit and positions (docs/decisions.md, Exchange desk): what the shop earns is the owner's to see. */
  'fx-reports': admins,
  /**
   * The figures of the owner's system accounts: FX positions, commission income, cash over/short (docs/decisions.md
   * 'Owner-only figures'). Without it their statements and balances answer 404 and lists leave them out.
   */
  'system-accounts': admins,
  /** Partners (docs/decisions.md, Partners and settlements): every clerk sees positions and statements and posts settlements. */
  partners: everyone,
  /** Commission runs, credit limits and passing a hawala past a limit: the owner's decisions. */
  'partners-admin': admins,
  /**
   * Tills and the safe (docs/decisions.md, Tills and shifts): creating tills, seeing every till and shift, handing
   * top-ups from and confirming drops into the safe, approving a shift's close, writing off a clerk's shortage.
   */
  tills: admins,
  /** A clerk's own till: open a shift, drop, hand over, close blind. Every role that takes cash at the counter. */
  'my-till': everyone,
  /**
   * Compliance (docs/decisions.md, Compliance): its settings, the large cash reports, sanctions lists and reviews,
   * suspicious-activity cases. Owner-only: a case must never reach the person it is about.
   */
  compliance: admins,
  /** Approving another user's pending request (docs/decisions.md, Approvals). */
  approve: admins,
  /** Seeing and changing what each role may do and its per-currency limits (docs/decisions.md, Roles the owner shapes). */
  roles: admins,
  /** Editing, deleting and recovering a posted document; each kind's own permission must hold as well. */
  'edit-transactions': everyone,
  'delete-transactions': everyone,
  'recover-transactions': everyone,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;

/** A role value outside the known three gets the default ('user') rights, as the Roles and permissions section of docs/architecture.md says for the menu. */
export function normaliseRole(role: string): Role {
  return (roles as readonly string[]).includes(role) ? (role as Role) : 'user';
}

export const permissions = Object.keys(permissionTable) as Permission[];
export const isPermission = (name: string): name is Permission => Object.hasOwn(permissionTable, name);

/**
 * Permissions no role can lose, so every user can still sign in and see their own work (docs/decisions.md, Roles the
 * owner shapes); and the ones the admin role always keeps, so the owner can never lock themself out of users and roles.
 */
export const fixedPermissions: readonly Permission[] = ['dashboard'];
export const adminFixedPermissions: readonly Permission[] = ['roles', 'users'];
export const isFixedPermission = (role: Role, permission: Permission) =>
  fixedPermissions.includes(permission) || (role === 'admin' && adminFixedPermissions.includes(permission));

/** What a signed-in user may do: their role's grants as the database holds them (the defaults until the owner changes them). */
export type Grants = ReadonlySet<Permission>;

/** A role's grants as shipped: the permission table's column for that role. A fresh shop behaves exactly so. */
export function defaultGrants(role: string): Grants {
  const r = normaliseRole(role);
  return new Set(permissions.filter((p) => (permissionTable[p] as readonly Role[]).includes(r)));
}

/** Grants from a list of names (the server's answer); unknown names are ignored, fixed ones always added. */
export function grantsOf(names: readonly string[]): Grants {
  return new Set([...fixedPermissions, ...names.filter(isPermission)]);
}

/** Whether these grants include the permission. A role name stands for that role's default grants (the menu and tests of the shipped table). */
export function can(grants: Grants | string, permission: Permission): boolean {
  return (typeof grants === 'string' ? defaultGrants(grants) : grants).has(permission);
}
