import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, postingLimitsResponse, updatePostingLimitsBody } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { forgetRolePolicies } from '../roles/role-policy';
import { listPostingLimits, updatePostingLimits } from './posting-limits';

/** The per-currency limit of one posting (docs/decisions.md, Money and amounts): read and changed by admins. */
export async function postingLimitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posting-limits'];
  r.get('/api/posting-limits', { schema: { tags, response: { 200: postingLimitsResponse } } }, () => listPostingLimits(app.db));
  r.put('/api/posting-limits', { schema: { tags, body: updatePostingLimitsBody, response: { 200: postingLimitsResponse, 400: errorResponse } } }, async (request) => {
    const limits = await app.db.transaction((tx) => updatePostingLimits(tx, request.body, actorOf(request.user)));
    // The clerk limits are the user role's limits alone, which every posting reads from the roles' cache.
    forgetRolePolicies(app.db);
    return limits;
  });
}
