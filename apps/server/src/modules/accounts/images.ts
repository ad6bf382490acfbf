import { accountMessages, kycMessages, maxImageBytes } from '@sarafi/core';
import { badRequest } from '../../lib/errors';

export type DocumentKind = 'picture' | 'signature';
/** Every image an account holds: its picture and signature, and its holder's ID documents (modules/kyc). */
export type ImageKind = DocumentKind | 'idDocument';
export interface StoredImage {
  contentType: string;
  data: Uint8Array;
}

/** Image formats a browser shows, recognised by their first bytes, whatever the file was called. */
const signatures: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: 'image/webp',
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
  { type: 'image/bmp', test: (b) => b[0] === 0x42 && b[1] === 0x4d },
];

export function sniffImageType(bytes: Uint8Array): string | null {
  return signatures.find((s) => bytes.length >= 12 && s.test(bytes))?.type ?? null;
}

/**
 * An image's size in pixels as its own header states it, or null when the header cannot be read. A browser sets aside
 * width × height × 4 bytes to show an image, whatever its file weighs: a 100 KB PNG can claim 30,000 × 30,000 pixels
 * and take 3.6 GB in every browser that opens the account.
 */
export function imagePixels(bytes: Uint8Array, type: string): number | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const area = (width: number, height: number) => (width > 0 && height > 0 ? width * height : null);
  if (type === 'image/png') return b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? area(b.readUInt32BE(16), b.readUInt32BE(20)) : null;
  if (type === 'image/gif') return b.length >= 10 ? area(b.readUInt16LE(6), b.readUInt16LE(8)) : null;
  if (type === 'image/bmp') return b.length >= 26 ? area(Math.abs(b.readInt32LE(18)), Math.abs(b.readInt32LE(22))) : null;
  if (type === 'image/webp') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8 ' && b.length >= 30) return area(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
    if (chunk === 'VP8L' && b.length >= 25) return area(1 + (((b[22]! & 0x3f) << 8) | b[21]!), 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)));
    if (chunk === 'VP8X' && b.length >= 30) return area(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
    return null;
  }
  if (type === 'image/jpeg') {
    // The frame header (SOF0–SOF15 but DHT, JPG and DAC) holds the size; the segments before it are stepped over.
    for (let at = 2; at + 9 <= b.length; ) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return area(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
      at += 2 + b.readUInt16BE(at + 2);
    }
    return null;
  }
  return null;
}

/** 50 million pixels: a 48-megapixel phone's photo of an ID passes; a header claiming more is refused. */
export const maxImagePixels = 50_000_000;

/** Each kind's own words when its image is refused. */
const refusals = {
  picture: {
    notImage: () => badRequest(accountMessages.pictureNotImage, 'account.pictureNotImage'),
    tooLarge: () => badRequest(accountMessages.pictureTooLarge, 'account.pictureTooLarge'),
  },
  signature: {
    notImage: () => badRequest(accountMessages.signatureNotImage, 'account.signatureNotImage'),
    tooLarge: () => badRequest(accountMessages.signatureTooLarge, 'account.signatureTooLarge'),
  },
  idDocument: {
    notImage: () => badRequest(kycMessages.idImageNotImage, 'kyc.idImageNotImage'),
    tooLarge: () => badRequest(kycMessages.idImageTooLarge, 'kyc.idImageTooLarge'),
  },
} satisfies Record<ImageKind, unknown>;

/** Accepts a data: URL (what the browser's file reader gives) holding a real image of at most 2 MB. */
export function decodeImage(dataUrl: string, kind: ImageKind): StoredImage {
  const refuse = refusals[kind];
  const match = /^data:([\w.+/-]*)(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw refuse.notImage();
  const data = Buffer.from(match[3]!, 'base64');
  if (data.length > maxImageBytes) throw refuse.tooLarge();
  const contentType = sniffImageType(data);
  if (!contentType) throw refuse.notImage();
  const pixels = imagePixels(data, contentType);
  if (pixels === null) throw refuse.notImage();
  if (pixels > maxImagePixels) throw badRequest(accountMessages.imageTooManyPixels, 'account.imageTooManyPixels');
  return { contentType, data: new Uint8Array(data) };
}
