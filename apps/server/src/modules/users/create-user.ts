import type { z } from 'zod';
import type { createUserBody } from '@sarafi/core';
import { userMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../lib/errors';
import { assertStrongPassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { toUserDto } from './user-dto';

export const usernameTaken = userMessages.usernameTaken;

export async function createUser(db: Executor, input: z.output<typeof createUserBody>) {
  assertStrongPassword(input.password, [input.username, input.email, input.fullName]);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
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
    return toUserDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(usernameTaken(input.username), 'user.usernameTaken', { username: input.username });
    throw error;
  }
}
