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
  return { contentType, data: new Uint8Array(data) };
}
