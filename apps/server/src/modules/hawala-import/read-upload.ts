import type { FastifyRequest } from 'fastify';
import { hawalaImportMessages, serverMessages } from '@sarafi/core';
import { AppError, badRequest } from '../../lib/errors';
import type { UploadedFile } from './check-upload';

export interface Upload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

/**
 * Why reading the form failed, as a message the user can act on. Past @fastify/multipart's limits (by code), every
 * error raised while the parts are read comes from the body itself: busboy's "Boundary not found" for a header without
 * one, "Unexpected end of multipart data" for a cut-off or garbled body, a part that ends before its boundary. Such
 * a body is the sender's, so it is a 400, on every upload route at once since they all read their form here.
 */
function uploadError(error: unknown, maxFileBytes: number): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, hawalaImportMessages.tooLarge(maxFileBytes), 'hawalaImport.tooLarge', { mb: maxFileBytes / (1024 * 1024) });
    case 'FST_FILES_LIMIT':
      return new AppError(400, hawalaImportMessages.oneFile, 'hawalaImport.oneFile');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(serverMessages.uploadFields, 'uploadFields');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(serverMessages.uploadInterrupted, 'uploadInterrupted');
    default:
      return badRequest(serverMessages.malformedUpload, 'malformedUpload');
  }
}

/**
 * Reads the multipart form whatever the order of its parts (a browser's FormData may put the date after the
 * file). The file is held in memory, which the upload limit bounds. A request that is not multipart, or a file
 * part with no bytes (the browser's empty file input), has no file.
 */
export async function readUpload(request: FastifyRequest, maxFileBytes: number, maxFieldBytes = 1024): Promise<Upload> {
  const upload: Upload = { file: null, fields: {} };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: maxFieldBytes, parts: 11 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) upload.file = { bytes, fileName: part.filename, mimeType: part.mimetype };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxFileBytes);
  }
  return upload;
}
