import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, updateUserBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../lib/errors';
import { assertStrongPassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { endUserSessions } from '../auth/sessions';
import { usernameTaken } from './create-user';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { toUserDto } from './user-dto';
import { journalUser } from './journal-user';

/** A new password ends the user's other sessions, as does losing a role. */
export async function updateUser(db: Database, userId: string, input: z.output<typeof updateUserBody>, actor: CurrentUser) {
  if (input.password) assertStrongPassword(input.password, [input.username, input.email, input.fullName]);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const before = await loadUserKeepingAnAdmin(tx, userId, input.role === 'admin', 'lastAdminRole');
      const [row] = await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email,
          role: input.role,
          fullName: input.fullName,
          phone: input.phone,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (passwordHash || before.role !== input.role) await endUserSessions(tx, userId);
      const user = toUserDto(row!);
      await journalUser(tx, 'update', user, actor, { passwordChanged: passwordHash !== undefined });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(usernameTaken(input.username), 'user.usernameTaken', { username: input.username });
    throw error;
  }
}
