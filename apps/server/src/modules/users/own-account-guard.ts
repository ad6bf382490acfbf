import { userMessages } from '@sarafi/core';
import { conflict } from '../../lib/errors';

/**
 * An admin never switches off or removes the account they are signed in with: the action would end their own
 * session at once and could leave the shop with no admin who knows it happened. Another admin can do it.
 */
export function refuseOwnAccount(actor: { id: string }, userId: string, refusal: 'cannotDeleteSelf' | 'cannotDeactivateSelf') {
  if (actor.id === userId) throw conflict(userMessages[refusal], `user.${refusal}`);
}
