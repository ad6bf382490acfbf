import type { FastifyInstance } from 'fastify';
import { ownerView } from '@sarafi/core';
import { grantsOfRole } from '../modules/roles/role-policy';

/**
 * The one place the owner's figures leave the server (docs/decisions.md 'Owner-only figures'): every JSON answer to a
 * signed-in user passes core's ownerView for their role's stored grants before it is serialised, whichever route built it. Files
 * (exports) and reads of one account are answered by their own use cases with core's mayReadAccount.
 */
export function registerOwnerFigures(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    request.user ? ownerView(await grantsOfRole(app.db, request.user.role), payload) : payload,
  );
}
