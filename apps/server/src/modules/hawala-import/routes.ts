import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  errorResponse,
  hawalaImportErrorResponse,
  hawalaImportMessages,
  hawalaImportResult,
  hawalaImportModes,
  hawalaImportTransactionDate,
  hawalaPreviewResponse,
  hawalaSkippedRowsRequest,
} from '@sarafi/core';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { checkUpload } from './check-upload';
import { importHawalas, InvalidRowsError } from './import-hawalas';
import { importSender } from './import-sender';
import { assertNotBeyondPostingWindow } from '../books/future-date';
import { parseSpreadsheet } from './parse-spreadsheet';
import { previewImport } from './preview-import';
import { previewJson } from './preview-json';
import { readUpload } from './read-upload';
import { skippedRowsFile } from './skipped-rows-file';
import { templateFile } from './template-file';

const MB = 1024 * 1024;
const skippedRowsBodyLimit = 6 * MB;
const errors = { 400: errorResponse, 413: errorResponse };
const importMode = z.enum(hawalaImportModes);

/** A file, not a JSON value: sent through the untyped reply, as the other XLSX downloads are. */
const sendXlsx = (reply: FastifyReply, file: Buffer, name: string) =>
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', `attachment; filename="${name}"`).send(file);

/**
 * docs/architecture.md, Screens, Import Hawala: both calls take the spreadsheet as the multipart field `file`, and the
 * sending partner as `senderAccountId` (docs/decisions.md, Hawala import).
 */
export async function hawalaImportRoutes(app: FastifyInstance) {
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hawala'];
  const maxFileBytes = app.config.IMPORT_MAX_UPLOAD_MB * MB;
  const limits = { maxRows: app.config.IMPORT_MAX_ROWS, maxUnzippedBytes: app.config.IMPORT_MAX_UNZIPPED_MB * MB };

  /** Every limit is checked before SheetJS sees a byte: upload size, file type, declared unpacked size. */
  async function spreadsheetOf(upload: Awaited<ReturnType<typeof readUpload>>) {
    if (!upload.file) throw badRequest(hawalaImportMessages.noFile, 'hawalaImport.noFile');
    const container = checkUpload(upload.file, limits.maxUnzippedBytes);
    return parseSpreadsheet(upload.file.bytes, container, limits);
  }

  // The answer is streamed, each row checked against the 200 schema as it is written (preview-json.ts), and the
  // type provider only types JSON values as replies; the schemas still document the route and serialise its errors.
  app.post(
    '/api/hawala/preview',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: hawalaPreviewResponse, ...errors, 422: errorResponse } } },
    async (request, reply) => {
      const upload = await readUpload(request, maxFileBytes);
      const parsed = await spreadsheetOf(upload);
      const sender = await importSender(app.db, upload.fields.senderAccountId);
      return reply.type('application/json; charset=utf-8').send(previewJson(await previewImport(app.db, parsed, sender)));
    },
  );

  r.post(
    '/api/hawala/import',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: hawalaImportResult, ...errors, 422: hawalaImportErrorResponse } } },
    async (request, reply) => {
      const upload = await readUpload(request, maxFileBytes);
      const now = new Date();
      // A sheet imported at 04:12 in Kabul belongs to that Kabul day, not to UTC's yesterday.
      const date = upload.fields.transactionDate?.trim() || shopToday(now);
      const transactionDate = hawalaImportTransactionDate.safeParse(date);
      if (!transactionDate.success) throw new AppError(400, hawalaImportMessages.transactionDate, 'hawalaImport.transactionDate');
      // The screen's date stands for every row without its own: no later than a posting may be dated.
      await assertNotBeyondPostingWindow(app.db, transactionDate.data, now);
      const mode = importMode.safeParse(upload.fields.mode?.trim() || 'all');
      if (!mode.success) throw new AppError(400, hawalaImportMessages.mode, 'hawalaImport.mode');
      const parsed = await spreadsheetOf(upload);
      const sender = await importSender(app.db, upload.fields.senderAccountId);
      try {
        const result = await importHawalas(app.db, parsed, { transactionDate: transactionDate.data, sender, mode: mode.data, now });
        // hawala_details has no column for who imported a row, so the log keeps it.
        request.log.info({ user: request.user?.username, sender: sender.code, mode: mode.data, importedCount: result.importedCount, duplicateCount: result.duplicateCount, skippedCount: result.skipped.length }, 'hawala import');
        return result;
      } catch (error) {
        if (error instanceof InvalidRowsError) return reply.code(422).send({ message: error.message, code: error.code, params: error.params, errors: error.rows });
        throw error;
      }
    },
  );

  r.post(
    '/api/hawala/skipped-rows',
    {
      schema: { tags, body: hawalaSkippedRowsRequest, response: { 400: errorResponse, 503: errorResponse } },
      // The rows an import skipped, handed back: a few thousand rows of cells fit; a file whose rows are nearly all
      // wrong gets 413 here, and the clerk corrects the file itself rather than a list of most of it.
      bodyLimit: skippedRowsBodyLimit,
    },
    async (request, reply) => sendXlsx(reply, await skippedRowsFile(request.body), 'skipped_rows.xlsx'),
  );

  app.get(
    '/api/hawala/template',
    { schema: { tags, summary: 'The import template: its columns, and a second sheet saying what each holds', response: { 503: errorResponse } } },
    async (_request, reply) => sendXlsx(reply, await templateFile(), 'hawala_import_template.xlsx'),
  );
}
