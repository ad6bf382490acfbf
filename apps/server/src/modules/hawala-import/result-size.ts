import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import type { ParsedImport } from './map-rows';

/**
 * Refuses (413, as a file that unpacks too large) a reading whose text adds up to more than `maxBytes`: a tiny xlsx
 * can name one long shared string in every cell, and the copy handed to the server holds each use separately. Its
 * text is bounded anyway (rows by the row limit, fields by their column lengths); this keeps the bound the same as
 * the file's. Counted in UTF-16 units, at two bytes each, as the copy carries them at worst.
 */
export function checkResultSize(parsed: ParsedImport, maxBytes: number) {
  let units = 0;
  const add = (text: string | null | undefined) => (units += text?.length ?? 0);
  for (const column of Object.values(parsed.records)) for (const value of column) if (typeof value === 'string') add(value);
  for (const { hawalaNo, reason } of [...parsed.errors, ...parsed.duplicates]) {
    add(hawalaNo);
    add(reason);
  }
  for (const { cells } of parsed.errors) for (const text of Object.values(cells)) add(text);
  if (units * 2 > maxBytes) throw new AppError(413, hawalaImportMessages.unzippedTooLarge(maxBytes), 'hawalaImport.unzippedTooLarge', { mb: maxBytes / (1024 * 1024) });
}
