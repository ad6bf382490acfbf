import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web app; unknown non-API paths get index.html so the browser router can show them. */
export async function registerWeb(app: FastifyInstance) {
  const root = path.resolve(app.config.WEB_DIST ?? defaultDist);
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
