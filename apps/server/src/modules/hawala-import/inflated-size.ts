import { readZipDirectory } from './zip-directory';
import { entryChunks, UnpackBudget } from './zip-entry';

/**
 * Refuses (413) a zip that really unpacks to more than `maxBytes`, for the formats SheetJS reads whole (ods):
 * SheetJS inflates each entry from its local header to the end of the deflate stream whatever the central
 * directory says, so a zip that lies there would slip past the upload's check. Output is counted and thrown away,
 * so this needs no more memory than one chunk. Throws on a damaged stream.
 */
export async function checkUnzippedSize(bytes: Uint8Array, maxBytes: number): Promise<void> {
  const budget = new UnpackBudget(maxBytes);
  for (const entry of readZipDirectory(bytes) ?? []) {
    for await (const chunk of entryChunks(bytes, entry, budget)) void chunk;
  }
}
