import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { takeBackup } from './take-backup';

/** GET /api/database/backup (SPEC §7, admin only): the whole database as a plain-SQL file download. */
export async function backupRoutes(app: FastifyInstance, options: { dump?: DatabaseHandle['dump'] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/database/backup',
    // Like the other file downloads, no response schema: the body is a stream, errors are `{ message }`.
    { schema: { tags: ['backup'], produces: ['application/sql'] } },
    async (request, reply) => {
      const started = Date.now();
      const user = request.user?.username;
      const { fileName, stream } = await takeBackup(options.dump, { pgDumpPath: app.config.PG_DUMP_PATH, now: new Date() }).catch((error: unknown) => {
        request.log.warn({ err: error, user }, 'database backup failed');
        throw error;
      });
      // Who took a backup, and of what size: the log is the record (no audit table covers non-money events).
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
        flush(done) {
          request.log.info({ user, bytes, ms: Date.now() - started }, 'database backup');
          done();
        },
      });
      // A dump that fails half-way ends the download with an error, never as a short file that looks whole.
      pipeline(stream, counted).catch((error: unknown) => request.log.error({ err: error, user }, 'database backup failed while streaming'));
      return reply
        .type('application/sql; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(counted);
    },
  );
}
