import { hawalaImportFileTypes, hawalaImportMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import { readZipDirectory } from './zip-directory';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
}

/** xlsx and ods are zip packages; xls is an OLE compound file. */
export type SpreadsheetContainer = 'zip' | 'ole';

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A workbook part an xlsx (xml or binary) or an ods always has; a docx or a zip of photos has none. */
const isWorkbookPart = (name: string) => name === 'xl/workbook.xml' || name === 'xl/workbook.bin' || name === 'content.xml';

const invalidType = () => new AppError(400, hawalaImportMessages.invalidType, 'hawalaImport.invalidType');

/**
 * Decides from the name or type (as the Validation section of docs/architecture.md does) and from the content (as the Security section of docs/architecture.md asks) whether the upload is a
 * spreadsheet SheetJS should see, and refuses a zip whose declared unpacked size is over the limit before anything
 * is inflated. SheetJS would also read CSV, HTML or plain text, so the content check keeps those out.
 */
export function checkUpload(file: UploadedFile, maxUnzippedBytes: number): SpreadsheetContainer {
  const dot = file.fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.fileName.slice(dot).toLowerCase();
  const named = (hawalaImportFileTypes.extensions as readonly string[]).includes(extension);
  const typed = (hawalaImportFileTypes.mimeTypes as readonly string[]).includes(file.mimeType.toLowerCase());
  if (!named && !typed) throw invalidType();

  if (startsWith(file.bytes, oleMagic)) return 'ole';
  if (!startsWith(file.bytes, zipMagic)) throw invalidType();
  const entries = readZipDirectory(file.bytes);
  if (!entries) throw new AppError(422, hawalaImportMessages.unreadable, 'hawalaImport.unreadable');
  if (!entries.some((entry) => isWorkbookPart(entry.name))) throw invalidType();
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxUnzippedBytes) throw new AppError(413, hawalaImportMessages.unzippedTooLarge(maxUnzippedBytes), 'hawalaImport.unzippedTooLarge', { mb: maxUnzippedBytes / (1024 * 1024) });
  return 'zip';
}
