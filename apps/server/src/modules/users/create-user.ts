import type { z } from 'zod';
import type { createUserBody } from '@sarafi/core';
import { userMessages, type CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../lib/errors';
import { assertStrongPassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { toUserDto } from './user-dto';
import { journalUser } from './journal-user';

export const usernameTaken = userMessages.usernameTaken;

/** `actor` is the signed-in admin; null for the system's own users (the demo seed). */
export async function createUser(db: Executor, input: z.output<typeof createUserBody>, actor: Pick<CurrentUser, 'id' | 'username'> | null) {
  assertStrongPassword(input.password, [input.username, input.email, input.fullName]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          email: input.email,
          role: input.role,
          isActive: input.isActive,
          fullName: input.fullName,
          phone: input.phone,
        })
        .returning();
      const user = toUserDto(row!);
      await journalUser(tx, 'create', user, actor);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(usernameTaken(input.username), 'user.usernameTaken', { username: input.username });
    throw error;
  }
}
