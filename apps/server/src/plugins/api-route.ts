import type { FastifyRequest } from 'fastify';

/**
 * The API route a request reached (its pattern as registered), or null. Judged by the route the router chose, never
 * by the raw URL: the router decodes the path, so `/%61pi/hawala/pass/7` runs the `/api/hawala/pass/:id` handler
 * while its raw URL does not start with `/api`. Every check that guards the API (session, same-origin, rate limit)
 * asks this one question. A request no route matched runs no handler, so there is nothing to guard.
 */
export function apiRouteOf(request: FastifyRequest): string | null {
  const url = request.routeOptions.url;
  return url?.startsWith('/api') ? url : null;
}
