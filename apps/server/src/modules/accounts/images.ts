import { accountMessages, maxImageBytes } from '@sarafi/core';
import { AppError, badRequest } from '../../lib/errors';

export type DocumentKind = 'picture' | 'signature';
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

/** Accepts a data: URL (what the browser's file reader gives) holding a real image of at most 2 MB. */
export function decodeImage(dataUrl: string, kind: DocumentKind): StoredImage {
  const notImage =
    kind === 'picture'
      ? new AppError(400, accountMessages.pictureNotImage, 'account.pictureNotImage')
      : new AppError(400, accountMessages.signatureNotImage, 'account.signatureNotImage');
  const match = /^data:([\w.+/-]*)(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw notImage;
  const data = Buffer.from(match[3]!, 'base64');
  if (data.length > maxImageBytes) {
    throw kind === 'picture' ? badRequest(accountMessages.pictureTooLarge, 'account.pictureTooLarge') : badRequest(accountMessages.signatureTooLarge, 'account.signatureTooLarge');
  }
  const contentType = sniffImageType(data);
  if (!contentType) throw notImage;
  return { contentType, data: new Uint8Array(data) };
}
