import { describe, expect, it } from 'vitest';
import { entryDataOffset, readZipDirectory } from './zip-directory';
import { fixture } from './test-support';

/** A one-entry zip whose directory gives the sizes in a ZIP64 extra field, as some writers always do. */
function zip64Entry(name: string, uncompressed: bigint, compressed: bigint): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(nameBytes.length, 26);
  const extra = Buffer.alloc(20);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(16, 2);
  extra.writeBigUInt64LE(uncompressed, 4);
  extra.writeBigUInt64LE(compressed, 12);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0xffffffff, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt16LE(extra.length, 30);
  const directoryStart = local.length + nameBytes.length;
  const directory = Buffer.concat([central, nameBytes, extra]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([local, nameBytes, directory, end]);
}

describe('zip central directory', () => {
  it('lists the entries of an xlsx written by LibreOffice with their declared sizes', () => {
    const bytes = fixture('clean.xlsx');
    const entries = readZipDirectory(bytes)!;
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    expect(sheet).toMatchObject({ method: 8 });
    expect(sheet.uncompressedSize).toBeGreaterThan(sheet.compressedSize);
    expect(bytes.readUInt32LE(sheet.localHeaderOffset)).toBe(0x04034b50);
    expect(entryDataOffset(bytes, sheet)).toBeGreaterThan(sheet.localHeaderOffset + 30);
  });

  it('reads sizes kept in a ZIP64 extra field', () => {
    const [entry] = readZipDirectory(zip64Entry('xl/worksheets/sheet1.xml', 5_000_000_000n, 1234n))!;
    expect(entry).toMatchObject({ name: 'xl/worksheets/sheet1.xml', uncompressedSize: 5_000_000_000, compressedSize: 1234 });
  });

  it('gives null for bytes without a central directory', () => {
    expect(readZipDirectory(Buffer.from('PK\x03\x04 and nothing else'))).toBeNull();
    const cut = fixture('clean.xlsx').subarray(0, 3000);
    expect(readZipDirectory(cut)).toBeNull();
  });
});
