import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { errorResponse, hawalaImportMessages, idParam, reconciliationColumns, reconciliationList, reconciliationMessages, reconciliationResult } from '@sarafi/core';
import { AppError, badRequest } from '../../lib/errors';
import { heavyRequest } from '../../lib/worker-pool';
import { actorOf } from '../../plugins/context';
import { checkUpload } from '../hawala-import/check-upload';
import { readInWorker } from '../hawala-import/parse-spreadsheet';
import { readUpload, type Upload } from '../hawala-import/read-upload';
import { answerEncodings } from './compressed-answer';
import { getReconciliationText, keepAnswer, listReconciliations, rememberedMapping, storedAnswer } from './kept-reconciliations';
import type { PartnerSheetColumns, PartnerSheetJob } from './read-partner-sheet';
import { reconciledPartner } from './reconciled-partner';
import type { WorkbookJob } from './reconciliation-workbook';
import { readRunForm } from './run-form';
import { runReconciliation } from './run-reconciliation';
import type { PartnerSheetText } from './sheet-lines';

const MB = 1024 * 1024;
/** A mapping names up to seven headers, in Dari as often as not: more room than the import's one date field. */
const fieldBytes = 8 * 1024;
const sheetReader = new URL('./read-partner-sheet.ts', import.meta.url);
const workbookWriter = new URL('./reconciliation-workbook.ts', import.meta.url);

/**
 * A run of 50,000 lines a side is a 10 MB answer, kept as JSON text and sent as that text (reconciliation-view.ts);
 * checking it against the 200 schema again took seconds. The schema still documents the route and its errors.
 */
const sendResult = (reply: FastifyReply, result: string) => reply.type('application/json; charset=utf-8').send(result);
/** The same text, gzipped already (compressed-answer.ts): the compression plugin passes a body with its Content-Encoding. */
const sendGzipped = (reply: FastifyReply, body: Uint8Array) =>
  reply
    .type('application/json; charset=utf-8')
    .header('Content-Encoding', 'gzip')
    .header('Vary', 'Accept-Encoding')
    .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));

/** Reconciliation of a partner's own statement (docs/decisions.md, Reconciliation): columns, run, the kept list, one run, its XLSX. */
export async function reconciliationRoutes(app: FastifyInstance) {
  // Registered in this plugin only, as in the hawala import: no other route accepts multipart bodies.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reconciliation'];
  const errors = { 400: errorResponse, 404: errorResponse, 413: errorResponse, 422: errorResponse };
  /** A run and a re-read are heavy requests (lib/worker-pool.ts): 503 with Retry-After while the pool is full. */
  const heavyErrors = { ...errors, 503: errorResponse };
  const params = idParam;
  const maxFileBytes = app.config.IMPORT_MAX_UPLOAD_MB * MB;
  const limits = { maxRows: app.config.IMPORT_MAX_ROWS, maxUnzippedBytes: app.config.IMPORT_MAX_UNZIPPED_MB * MB };

  /** The hawala import's checks, in its order: upload size while it arrives, type by content, declared unpacked size. */
  function checkedFile(upload: Upload) {
    if (!upload.file) throw badRequest(hawalaImportMessages.noFile, 'hawalaImport.noFile');
    return { file: upload.file, container: checkUpload(upload.file, limits.maxUnzippedBytes) };
  }

  r.post('/api/partners/:id/reconciliations/columns', { schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: reconciliationColumns, ...errors } } }, async (request) => {
    await reconciledPartner(app.db, request.params.id);
    const { file, container } = checkedFile(await readUpload(request, maxFileBytes, fieldBytes));
    const sheet = await readInWorker<PartnerSheetJob, PartnerSheetColumns>(sheetReader, { bytes: file.bytes, container, ...limits, mode: 'columns' });
    return { fileName: file.fileName, ...sheet, mapping: await rememberedMapping(app.db, request.params.id) };
  });

  r.post('/api/partners/:id/reconciliations', { schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: reconciliationResult, ...heavyErrors } } }, async (request, reply) => {
    const partner = await reconciledPartner(app.db, request.params.id);
    const upload = await readUpload(request, maxFileBytes, fieldBytes);
    const form = readRunForm(upload.fields);
    const { file, container } = checkedFile(upload);
    const result = await heavyRequest(async (offThread) => {
      const sheet = await readInWorker<PartnerSheetJob, PartnerSheetText>(sheetReader, { bytes: file.bytes, container, ...limits, mode: 'lines', mapping: form.mapping });
      if (sheet.lineCount === 0) throw new AppError(422, reconciliationMessages.noLines, 'reconciliation.noLines');
      return runReconciliation(app.db, { accountId: partner.id, fileName: file.fileName, ...form, sheet }, actorOf(request.user), offThread);
    });
    return sendResult(reply, result);
  });

  r.get('/api/partners/:id/reconciliations', { schema: { tags, params, response: { 200: reconciliationList, ...errors } } }, async (request) => {
    await reconciledPartner(app.db, request.params.id);
    return listReconciliations(app.db, request.params.id);
  });

  // A re-read sends the answer gzipped once when the run was kept (compressed-answer.ts); a run kept before that is
  // gzipped on the pool thread at its first re-read and kept so (docs/decisions.md, Reconciliation).
  r.get('/api/reconciliations/:id', { schema: { tags, params, response: { 200: reconciliationResult, ...heavyErrors } } }, async (request, reply) => {
    const gzip = answerEncodings.negotiate(request.headers['accept-encoding'] ?? '') === 'gzip';
    const answer = await heavyRequest(async (offThread) => {
      const stored = gzip ? await storedAnswer(app.db, request.params.id) : null;
      if (stored) return stored;
      const { json } = await getReconciliationText(app.db, request.params.id);
      return gzip ? keepAnswer(app.db, offThread, request.params.id, json) : json;
    });
    return typeof answer === 'string' ? sendResult(reply, answer) : sendGzipped(reply, answer);
  });

  // A file, not a JSON value: sent through the untyped reply, as the other XLSX downloads are. A heavy request, not one
  // of the exports' two slots: its sheets are built from the stored text on a pool thread (reconciliation-workbook.ts).
  app.get<{ Params: { id: string } }>('/api/reconciliations/:id/export', { schema: { tags, params, response: { 400: errorResponse, 404: errorResponse, 503: errorResponse } } }, async (request, reply) => {
    const { id } = idParam.parse(request.params);
    const file = await heavyRequest(async (offThread) => {
      const kept = await getReconciliationText(app.db, id);
      const partner = await reconciledPartner(app.db, kept.partnerId);
      return offThread<Uint8Array>(workbookWriter, { json: kept.json, partnerName: `${partner.accountCode} ${partner.accountName}` } satisfies WorkbookJob);
    });
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="reconciliation_${id}.xlsx"`)
      .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  });
}
