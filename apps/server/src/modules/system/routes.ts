import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../../lib/errors';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['connected', 'unreachable']), message: z.string().optional(), code: z.literal('databaseUnavailable').optional() });

/** GET /api/health: 200 while the database answers, 503 while it does not (load balancers take the process out). */
export async function systemRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'connected' as const };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable', message: databaseUnavailableMessage, code: 'databaseUnavailable' as const });
      }
    },
  );
}
