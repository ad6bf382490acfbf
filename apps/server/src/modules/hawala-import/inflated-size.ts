import { createInflateRaw } from 'node:zlib';
import { entryDataOffset, readZipDirectory } from './zip-directory';

const DEFLATE = 8;

/** Bytes one deflate stream produces, counted as it goes and abandoned as soon as it passes `budget`. */
function inflatedBytes(input: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > budget) {
        inflater.destroy();
        resolve(produced);
      }
    });
    inflater.on('end', () => resolve(produced));
    inflater.on('error', reject);
    inflater.end(input);
  });
}

/**
 * Whether the zip really unpacks to at most `maxBytes`. The central directory's sizes were checked before the
 * upload reached the worker, but they are only claims: SheetJS inflates each entry from its local header to the
 * end of the deflate stream whatever the directory says, so a zip that lies would slip past that check. Output
 * is counted and thrown away, so this needs no more memory than one chunk. Throws on a damaged stream.
 */
export async function unzipsWithin(bytes: Uint8Array, maxBytes: number): Promise<boolean> {
  let total = 0;
  for (const entry of readZipDirectory(bytes) ?? []) {
    if (entry.method !== DEFLATE) {
      total += entry.compressedSize;
    } else {
      const start = entryDataOffset(bytes, entry);
      if (start === null) throw new Error(`zip entry ${entry.name} has no local header`);
      total += await inflatedBytes(bytes.subarray(start), maxBytes - total);
    }
    if (total > maxBytes) return false;
  }
  return true;
}
