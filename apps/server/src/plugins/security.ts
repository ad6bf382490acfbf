import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serverMessages } from '@sarafi/core';
import { AppError } from '../lib/errors';
import { apiRouteOf } from './api-route';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Strict CSP, HSTS only over HTTPS, a coarse per-IP flood limit, and same-origin mutations only. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Balances, statements and exports are one shop's books: no browser or proxy cache may keep a copy for whoever
    // opens the same address next. A route that chose its own caching keeps it.
    if (apiRouteOf(request) !== null && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(rateLimit, {
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The web app's files are static and cached, and one page opens a dozen lazily loaded chunks: counting them
    // would let a shop's few clerks behind one address lock each other out. The API is what the limit protects.
    allowList: (request) => apiRouteOf(request) === null,
    // The wait is in the Retry-After header; the words stay the catalogue's, so every language can show them.
    errorResponseBuilder: () => new AppError(429, serverMessages.tooManyRequests, 'tooManyRequests'),
  });

  // A browser marks every request with where it came from; a page on another site must not post here.
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || apiRouteOf(request) === null) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    let foreignOrigin = false;
    if (origin !== undefined) {
      try {
        foreignOrigin = new URL(origin).host !== request.headers.host;
      } catch {
        foreignOrigin = true;
      }
    }
    if (crossSite || foreignOrigin) return reply.code(403).send({ message: serverMessages.crossOrigin, code: 'crossOrigin' });
  });
}
