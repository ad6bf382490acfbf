import { existsSync } from 'node:fs';
import { serverMessages } from '@sarafi/core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web app; unknown non-API paths get index.html so the browser router can show them. */
export async function registerWeb(app: FastifyInstance) {
  const root = path.resolve(app.config.WEB_DIST ?? defaultDist);
  const hasWeb = existsSync(path.join(root, 'index.html'));
  // Wildcard mode reads the directory on each request, so a rebuilt web app is served without a restart. The build
  // writes each file's Brotli and gzip twins, so a page load costs no compression; a hashed asset never changes under
  // its name, so the browser keeps it and stops asking, while index.html is asked for anew (docs/decisions.md,
  // Static files: compressed once, cached for good).
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/i.test(path);
    if (path.startsWith('/api') || request.method !== 'GET' || !hasWeb || looksLikeFile) {
      return reply.code(404).send({ message: serverMessages.notFound, code: 'notFound' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
