import type { FastifyRequest } from 'fastify';
import { hawalaImportMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import type { UploadedFile } from './check-upload';

export interface Upload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

/** @fastify/multipart's limit errors, by code, as the messages a user can act on. */
function uploadError(error: unknown, maxFileBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, hawalaImportMessages.tooLarge(maxFileBytes), 'hawalaImport.tooLarge', { mb: maxFileBytes / (1024 * 1024) });
    case 'FST_FILES_LIMIT':
      return new AppError(400, hawalaImportMessages.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, 'The form has unexpected fields');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError(400, 'The upload was interrupted; try again');
    default:
      return error;
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
