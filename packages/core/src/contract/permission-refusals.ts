import type { Permission } from '../permissions';

/**
 * What a role was refused at a route's door, by the permission the route needs (api-permissions.ts), with stable
 * codes (`permission.backup`) a browser translates. A permission every role holds is never refused, so it has none.
 */
export const permissionMessages = {
  users: 'Only an admin may manage users',
  'currency-changes': 'Only an admin may add, change or delete currencies',
  'account-settings': 'Only an admin may change the shop settings',
  'hawala-serial': 'Only an admin may change the hawala numbering',
  'import-hawala': 'Only an admin or an operator may import hawalas',
  backup: 'Only an admin may take, download or verify backups',
  'dashboard-admin': 'Only an admin may see the shop-wide dashboard figures',
  'trial-balance': 'Only an admin may see the trial balance',
  'day-close-admin': 'Only an admin may approve or reopen a day, or change the day close settings',
  'fx-reports': 'Only an admin may see the exchange profit and currency position reports',
  'partners-admin': 'Only an admin may set commission rates and credit limits, or post and reverse commission runs',
  roles: 'Only an admin may see or change what each role may do',
  compliance: 'Only an admin may see and change compliance records and settings',
  'setting-changes': 'Only an admin may read the record of changes to the shop\'s controls',
  approve: 'Only an admin may approve or reject requests',
  tills: 'Only an admin may manage tills, hand top-ups, approve a shift’s close or write off a shortage',
  /** Its reads answer 404 rather than this (docs/decisions.md 'Owner-only figures'); kept so every permission a role lacks is named. */
  'system-accounts': 'Only an admin may see the FX position, commission income and cash over/short accounts',
} as const satisfies Partial<Record<Permission, string>>;

export type RefusedPermission = keyof typeof permissionMessages;

export const isRefusedPermission = (permission: string): permission is RefusedPermission => Object.hasOwn(permissionMessages, permission);
