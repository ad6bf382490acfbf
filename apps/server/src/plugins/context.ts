import type { CurrentUser } from '@sarafi/core';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { PendingSignIn } from '../modules/two-factor/pending-sign-in';

export interface ApiRouteInfo {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    config: Config;
    /** Every /api route as registered, for the route×role test. */
    apiRoutes: ApiRouteInfo[];
  }
  interface FastifyRequest {
    /** Set by the auth hook for every route that needs a session. */
    user: CurrentUser | null;
    /** Set by the auth hook on the sign-in steps after the password, when no session exists yet. */
    pendingSignIn: PendingSignIn | null;
  }
}

export function actorOf(user: CurrentUser | null): CurrentUser {
  if (!user) throw new Error('route reached without a signed-in user');
  return user;
}
