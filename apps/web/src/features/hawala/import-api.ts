import { hawalaImportFileTypes, type HawalaSkippedRowsRequest } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { shopToday } from '../../lib/shop-day';
import { saveResponse } from '../../lib/download';

/** docs/architecture.md, Validation, 'Import': a spreadsheet by type or by extension (the server checks the content too). */
export const spreadsheetAccept = [...hawalaImportFileTypes.extensions, ...hawalaImportFileTypes.mimeTypes].join(',');

export function isSpreadsheet(file: File): boolean {
  const name = file.name.toLowerCase();
  return (hawalaImportFileTypes.mimeTypes as readonly string[]).includes(file.type) || hawalaImportFileTypes.extensions.some((ext) => name.endsWith(ext));
}

/**
 * A multipart POST with the session cookie. lib/api.ts speaks JSON; here the browser must set the multipart
 * Content-Type itself (with its boundary), so the body goes to fetch untouched. Errors read like apiRequest's.
 */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', cache: 'no-store', body: form });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return JSON.parse(text) as T;
}

/** The skipped rows as the XLSX the server builds from them, handed to the browser as a download. */
export async function downloadSkippedRows(request: HawalaSkippedRowsRequest): Promise<void> {
  const response = await fetch('/api/hawala/skipped-rows', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  await saveResponse(response, `skipped_rows_${shopToday()}.xlsx`);
}
