import { createInflateRaw } from 'node:zlib';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import { entryDataOffset, type ZipEntry } from './zip-directory';

const STORED = 0;
const DEFLATE = 8;

/**
 * What a file may still unpack to, shared by every entry read from it. The central directory's sizes were
 * checked before the upload reached the worker, but they are only claims: a zip that lies about them is stopped
 * here, by the bytes actually produced.
 */
export class UnpackBudget {
  constructor(readonly maxBytes: number) {}
  private used = 0;

  spend(bytes: number) {
    this.used += bytes;
    if (this.used > this.maxBytes) throw new AppError(413, hawalaImportMessages.unzippedTooLarge(this.maxBytes), 'hawalaImport.unzippedTooLarge', { mb: this.maxBytes / (1024 * 1024) });
  }
}

/**
 * An entry's unpacked bytes, chunk by chunk: inflating pauses while the reader works on a chunk, so however large
 * the entry, only a few chunks are held at once. Throws on a damaged stream or an unknown compression method.
 */
export async function* entryChunks(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
  const start = entryDataOffset(bytes, entry);
  if (start === null) throw new Error(`zip entry ${entry.name} has no local header`);
  if (entry.method === STORED) {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(entry.compressedSize, bytes.length - start));
    budget.spend(data.length);
    yield data;
    return;
  }
  if (entry.method !== DEFLATE) throw new Error(`zip entry ${entry.name} uses compression method ${entry.method}`);
  // Inflated from the local header to the end of the deflate stream, whatever the directory says its size is.
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(bytes.subarray(start));
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield chunk;
    }
  } finally {
    inflater.destroy();
  }
}

/** A small entry (workbook, relationships) as one string. */
export async function entryText(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(bytes, entry, budget)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** An entry as UTF-8 text, decoded chunk by chunk (a character split between two chunks is kept whole). */
export async function* entryTextChunks(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of entryChunks(bytes, entry, budget)) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}
