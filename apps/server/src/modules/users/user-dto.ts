import { normaliseRole, type User } from '@sarafi/core';
import type { users } from '../../db/schema';

/** The public shape of a user: the password hash never leaves the server. */
export function toUserDto(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    role: normaliseRole(row.role),
    isActive: row.isActive,
    twoFactor: row.totpConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
