/** One file inside a zip, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const ALL_ONES_32 = 0xffffffff;

/** The end record sits in the last 22 bytes plus a comment of up to 64 KiB. */
function findEndOfDirectory(view: DataView): number {
  const stop = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= stop; at--) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return -1;
}

/** A ZIP64 entry keeps sizes that do not fit 32 bits in extra field 1, only for the fields set to all ones. */
function applyZip64(view: DataView, start: number, end: number, entry: ZipEntry) {
  for (let at = start; at + 4 <= end; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) return undefined;
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === ALL_ONES_32) entry.uncompressedSize = next() ?? Number.MAX_SAFE_INTEGER;
      if (entry.compressedSize === ALL_ONES_32) entry.compressedSize = next() ?? Number.MAX_SAFE_INTEGER;
      if (entry.localHeaderOffset === ALL_ONES_32) entry.localHeaderOffset = next() ?? Number.MAX_SAFE_INTEGER;
      return;
    }
    at += 4 + size;
  }
}

/**
 * Lists a zip's files from its central directory without inflating anything, so the declared unpacked size of
 * an xlsx or ods is known before a byte of it is decompressed. Null when the directory is missing or damaged.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd > view.byteLength) return null;
    const entry: ZipEntry = {
      name: names.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64(view, nameStart + nameLength, extraEnd, entry);
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

/** Where an entry's compressed bytes start: after its local header, whose name and extra lengths may differ. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) return null;
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}
