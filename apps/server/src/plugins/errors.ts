import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageCode, parameterisedMessage, serverMessages, statusErrorCode } from '@sarafi/core';
import { AppError, isDatabaseUnavailable, pgErrorCode } from '../lib/errors';

/** Seconds a client refused by a busy pool is asked to wait: a few runs of a large reconciliation. */
const busyRetrySeconds = 5;

/** Sent when PostgreSQL itself refused a value (class 22, data exception) that the request schemas let through. */
export const valueRefusedMessage = serverMessages.valueRefused;

const fieldPath = (instancePath: string | undefined) => (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');

/**
 * Every error leaves as `{ message, code }` with a fitting status: a user's mistake is a 4xx with words they can act
 * on, never a 500 (docs/architecture.md, Errors and messages). Only unexpected failures are 500, and their detail stays in the log. The code names
 * the failure for a browser that shows it in another language (docs/decisions.md, Error codes and messages): a catalogue code ('hawala.alreadyPassed')
 * or a generic one ('validation', 'unauthorized', 'databaseUnavailable'…); the English message stays as it was.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, params } = error;
      // A busy pool (heavy requests, exports) refused it: the client may retry once a few runs are through.
      if (code === 'busy' || code === 'exportBusy') reply.header('retry-after', String(busyRetrySeconds));
      return reply.code(error.statusCode).send({ message: error.message, code, ...(params && { params }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An issue in words no catalogue holds (zod's own 'Too big: expected string…', a schema's inline text) leaves as
      // the generic 'validation', never as English a Dari or Pashto clerk cannot read; the path still names the field.
      // A message a catalogue function wrote (a converted amount that must be 14.29) leaves with its code and values.
      const errors = error.validation.map((issue) => {
        const path = fieldPath(issue.instancePath);
        const code = issue.message === undefined ? undefined : messageCode(issue.message);
        if (code) return { path, message: issue.message!, code };
        const written = issue.message === undefined ? undefined : parameterisedMessage(issue.message);
        if (written) return { path, message: issue.message!, ...written };
        return { path, message: serverMessages.validation, code: 'validation' as const };
      });
      const first = errors[0];
      return reply
        .code(400)
        .send({ message: first?.message ?? serverMessages.validation, code: first?.code ?? 'validation', ...(first && 'params' in first && { params: first.params }), errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: serverMessages.invalidJson, code: 'invalidJson' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ message: serverMessages.tooLarge, code: 'tooLarge' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: serverMessages.unsupportedMediaType, code: 'unsupportedMediaType' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // The pool reconnects by itself once the server is back; the client may simply retry.
      return reply.code(503).header('retry-after', '5').send({ message: serverMessages.databaseUnavailable, code: 'databaseUnavailable' });
    }
    if (pgErrorCode(error)?.startsWith('22')) {
      // The input was the problem, so the client gets a 400; the warning shows which schema needs a tighter rule.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send({ message: valueRefusedMessage, code: 'valueRefused' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own 4xx errors carry English of their own: only catalogue words pass; others leave
      // as their status's generic words, which every language translates.
      const code = messageCode(error.message);
      if (code) return reply.code(status).send({ message: error.message, code });
      request.log.info({ err: error }, 'request refused');
      const generic = statusErrorCode(status);
      return reply.code(status).send({ message: serverMessages[generic], code: generic });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: serverMessages.server, code: 'server' });
  });
}
