import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { backupList, backupMessages, backupNameParam, backupRecord, errorResponse } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import type { BackupService } from './backup-service';
import { publicRecord } from './backup-store';
import { writeBackup } from './write-backup';

/** docs/architecture.md, HTTP API: the browser saves the download as database_backup_{YYYY-MM-DD}.sql (the UTC date, as elsewhere). */
export const backupFileName = (now: Date) => `database_backup_${now.toISOString().slice(0, 10)}.sql`;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 503: errorResponse };
const unknownBackup = () => new AppError(404, backupMessages.unknown, 'backup.unknown');

/**
 * Resolves once the dump has written its first bytes, so a refusal is still a clean error response; a failure
 * after that ends the download with an error, never as a short file that looks whole.
 */
function startDump(pool: pg.Pool, now: Date): Promise<PassThrough> {
  const out = new PassThrough();
  return new Promise((resolve, reject) => {
    let started = false;
    out.once('readable', () => {
      started = true;
      resolve(out);
    });
    writeBackup(pool, out, now).then(
      () => out.end(),
      (error: unknown) => (started ? out.destroy(error instanceof Error ? error : new Error(String(error))) : reject(error)),
    );
  });
}

/** GET /api/database/backup (docs/architecture.md, HTTP API) and the Backups screen's calls; all admin only (permission `backup`). */
export async function backupRoutes(app: FastifyInstance, options: { pool?: pg.Pool; backups?: BackupService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['backup'];
  const service = () => {
    if (!options.backups) throw new AppError(503, backupMessages.notAvailable, 'backup.notAvailable');
    return options.backups;
  };

  r.get('/api/database/backup', { schema: { tags, produces: ['application/sql'] } }, async (request, reply) => {
    if (!options.pool) throw new AppError(503, backupMessages.notAvailable, 'backup.notAvailable');
    const now = new Date();
    const stream = await startDump(options.pool, now);
    // Who took a backup: the log is the record (no audit table covers non-money events).
    stream.once('end', () => request.log.info({ user: request.user?.username }, 'database backup downloaded'));
    return reply
      .type('application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${backupFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  r.get('/api/backups', { schema: { tags, response: { 200: backupList, ...errors } } }, () => service().list());

  r.post('/api/backups', { schema: { tags, response: { 201: backupRecord, ...errors } } }, async (request, reply) => {
    const record = await service().takeNow('manual');
    request.log.info({ user: request.user?.username, backup: record.name }, 'backup taken');
    return reply.status(201).send(publicRecord(record));
  });

  r.post('/api/backups/:name/verify', { schema: { tags, params: backupNameParam, response: { 200: backupRecord, ...errors } } }, async (request) => {
    const record = await service().verify(request.params.name);
    if (!record) throw unknownBackup();
    return publicRecord(record);
  });

  r.get('/api/backups/:name', { schema: { tags, params: backupNameParam, produces: ['application/sql'] } }, async (request, reply) => {
    const file = await service().fileOf(request.params.name);
    if (!file) throw unknownBackup();
    return reply
      .type('application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
}
