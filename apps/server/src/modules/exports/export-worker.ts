import { parentPort } from 'node:worker_threads';
import { buildWorkbook } from './build-workbook';
import type { SheetSpec } from './sheet-spec';

export type BuildOutcome = { ok: true; file: Uint8Array } | { ok: false; message: string };

/** Builds one workbook per message off the server's thread (export-builder.ts); the file's bytes are moved back, not copied. */
parentPort?.on('message', (sheets: SheetSpec[]) => {
  try {
    const file = buildWorkbook(sheets);
    parentPort?.postMessage({ ok: true, file } satisfies BuildOutcome, [file.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: String(error) } satisfies BuildOutcome);
  }
});
