import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  caseAttachmentParams,
  caseDetail,
  caseNoteBody,
  caseParams,
  casesQuery,
  casesResponse,
  closeCaseBody,
  errorResponse,
  fileCaseBody,
  maxCaseAttachmentBytes,
  openCaseBody,
} from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { sendWorkbook } from '../exports/send-workbook';
import { readUpload } from '../hawala-import/read-upload';
import { addCaseAttachment, getCaseAttachment } from './case-attachments';
import { addCaseNote, closeCase, fileCase } from './case-writes';
import { strSheets } from './export-str';
import { openCase } from './open-case';
import { listCases, readCase } from './read-cases';
import { readStrDraft } from './read-str';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** Suspicious-activity cases (docs/decisions.md, Compliance: suspicious-activity cases); the admins' alone (`compliance`). */
export async function complianceCaseRoutes(app: FastifyInstance) {
  // Registered in this plugin only, as the hawala import's: no other route here accepts multipart bodies.
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];

  r.get('/api/compliance/cases', { schema: { tags, querystring: casesQuery, response: { 200: casesResponse, ...errors } } }, async (request) => ({ cases: await listCases(app.db, request.query) }));

  r.post('/api/compliance/cases', { schema: { tags, body: openCaseBody, response: { 201: caseDetail, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await app.db.transaction((tx) => openCase(tx, request.body, actorOf(request.user)))),
  );

  r.get('/api/compliance/cases/:id', { schema: { tags, params: caseParams, response: { 200: caseDetail, ...errors } } }, (request) => readCase(app.db, request.params.id));

  r.post('/api/compliance/cases/:id/notes', { schema: { tags, params: caseParams, body: caseNoteBody, response: { 201: caseDetail, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await app.db.transaction((tx) => addCaseNote(tx, request.params.id, request.body.text, actorOf(request.user)))),
  );

  r.post(
    '/api/compliance/cases/:id/attachments',
    {
      schema: {
        tags,
        params: caseParams,
        consumes: ['multipart/form-data'],
        summary: 'Attach `file`: an image (PNG, JPEG, GIF, WebP, BMP) or a PDF, recognised by its bytes',
        response: { 201: caseDetail, 409: errorResponse, 413: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, maxCaseAttachmentBytes);
      return reply.code(201).send(await app.db.transaction((tx) => addCaseAttachment(tx, request.params.id, upload.file, actorOf(request.user))));
    },
  );

  r.get('/api/compliance/cases/:id/attachments/:attachmentId', { schema: { tags, params: caseAttachmentParams } }, async (request, reply) => {
    const file = await getCaseAttachment(app.db, request.params.id, request.params.attachmentId);
    // The name was cleaned of quotes and control characters when stored; the encoded form carries the non-ASCII ones.
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="attachment-${request.params.attachmentId}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(Buffer.from(file.data));
  });

  r.post('/api/compliance/cases/:id/file', { schema: { tags, params: caseParams, body: fileCaseBody, response: { 200: caseDetail, 409: errorResponse, ...errors } } }, (request) =>
    app.db.transaction((tx) => fileCase(tx, request.params.id, request.body, actorOf(request.user))),
  );

  r.post('/api/compliance/cases/:id/close', { schema: { tags, params: caseParams, body: closeCaseBody, response: { 200: caseDetail, 409: errorResponse, ...errors } } }, (request) =>
    app.db.transaction((tx) => closeCase(tx, request.params.id, request.body, actorOf(request.user))),
  );

  r.get('/api/compliance/cases/:id/str.xlsx', { schema: { tags, params: caseParams, description: 'The Suspicious Transaction Report draft of the case, as an XLSX workbook in the reader\'s language.' } }, async (request, reply) => {
    const detail = await readCase(app.db, request.params.id);
    return sendWorkbook(reply, `str_case_${detail.id}.xlsx`, async () => strSheets(await readStrDraft(app.db, detail), actorOf(request.user)));
  });
}
