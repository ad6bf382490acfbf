import { Readable } from 'node:stream';
import { hawalaImportDuplicate, hawalaImportPreviewRow, hawalaImportRowError, type HawalaPreviewResponse } from '@sarafi/core';
import { z } from 'zod';
import { recordAt } from './map-rows';
import type { ImportPreview } from './preview-import';

const rowsPerChunk = 1000;
const errorList = z.array(hawalaImportRowError);
const duplicateList = z.array(hawalaImportDuplicate);

/**
 * The preview answer (`hawalaPreviewResponse`) written out a thousand rows at a time. Serialised whole, 100,000 rows
 * were held four times over — as objects, as the schema check's copy, as a 23 MB string (46 MB once a Dari name
 * makes it two-byte) and as its bytes. Every row is checked against the schema before the first byte is sent, one
 * at a time and then dropped: once a 200 is on its way, a row found wrong could only cut the answer off mid-stream.
 * Keys come in the schema's order, so the bytes are those the serializer would have sent.
 */
export function previewJson(preview: ImportPreview): Readable {
  const { previewRows, records } = preview;
  for (const i of previewRows) hawalaImportPreviewRow.parse(recordAt(records, i));
  const duplicates = duplicateList.parse(preview.duplicates);
  const rest: Omit<HawalaPreviewResponse, 'preview'> = {
    errors: errorList.parse(preview.errors),
    duplicates,
    duplicateCount: duplicates.length,
    totalRows: preview.totalRows,
    sender: preview.sender,
    senders: preview.senders,
  };
  function* chunks() {
    yield '{"preview":[';
    for (let start = 0; start < previewRows.length; start += rowsPerChunk) {
      const rows = previewRows.slice(start, start + rowsPerChunk).map((i) => JSON.stringify(recordAt(records, i)));
      yield (start > 0 ? ',' : '') + rows.join(',');
    }
    yield `],${JSON.stringify(rest).slice(1)}`;
  }
  return Readable.from(chunks());
}
