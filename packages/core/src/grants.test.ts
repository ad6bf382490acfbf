import { describe, expect, it } from 'vitest';
import { can, defaultGrants, fixedPermissions, grantsOf, isFixedPermission, permissionTable, permissions, roles } from './permissions';

describe('grant-based can (docs/decisions.md, Roles the owner shapes)', () => {
  it('gives each role exactly its column of the permission table by default', () => {
    for (const role of roles) {
      for (const permission of permissions) expect(can(defaultGrants(role), permission)).toBe((permissionTable[permission] as readonly string[]).includes(role));
    }
  });

  it('answers from the grants, not the role: a taken permission is refused, a given one allowed', () => {
    const clerk = grantsOf([...defaultGrants('user')].filter((p) => p !== 'delete-transactions'));
    expect(can(clerk, 'delete-transactions')).toBe(false);
    expect(can(clerk, 'edit-transactions')).toBe(true);
    expect(can(grantsOf(['trial-balance']), 'trial-balance')).toBe(true);
  });

  it('always keeps the fixed permissions and drops unknown names', () => {
    const grants = grantsOf(['no-such-permission']);
    expect([...grants]).toEqual([...fixedPermissions]);
    expect(isFixedPermission('admin', 'roles')).toBe(true);
    expect(isFixedPermission('user', 'roles')).toBe(false);
  });
});
