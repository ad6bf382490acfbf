import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, roleChangesResponse, rolesResponse, updateRolesBody } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { forgetRolePolicies } from './role-policy';
import { listRoleChanges, listRoles, updateRoles } from './update-roles';

/** What each role may do, its limits and its flag (docs/decisions.md, Roles the owner shapes): read and changed by the owner. */
export async function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];
  r.get('/api/roles', { schema: { tags, response: { 200: rolesResponse } } }, () => listRoles(app.db));
  r.get('/api/roles/changes', { schema: { tags, response: { 200: roleChangesResponse } } }, () => listRoleChanges(app.db));
  r.put('/api/roles', { schema: { tags, body: updateRolesBody, response: { 200: rolesResponse, 400: errorResponse, 409: errorResponse } } }, async (request) => {
    const answer = await app.db.transaction((tx) => updateRoles(tx, request.body, actorOf(request.user)));
    // Cleared once the change has committed, so the next request reads the new grants (no restart).
    forgetRolePolicies(app.db);
    return answer;
  });
}
