import { inflateSync } from 'node:zlib';
// Deep imports, not '@sarafi/core': this runs on a worker thread (letterhead.ts), which need not load every contract.
import { accountMessages } from '@sarafi/core/contract/accounts';
import { letterheadMessages, logoTypes, maxLogoBytes } from '@sarafi/core/contract/letterhead';
import { AppError, badRequest } from '../../lib/errors';

type LogoType = (typeof logoTypes)[number];

/** 2048 × 2048: far more than a letterhead prints at, and at most 32 MB to inflate (16-bit RGBA). */
const maxLogoPixels = 2048 * 2048;

/**
 * A letterhead logo is small: a header claiming more pixels is refused, in words that say so, before anything is
 * inflated (a few hundred KB of deflate can expand a thousandfold) or sent to a printing browser to decode.
 */
function refuseTooManyPixels(width: number, height: number) {
  if (width * height > maxLogoPixels) throw badRequest(accountMessages.imageTooManyPixels, 'account.imageTooManyPixels');
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes per pixel of each PNG colour type at 8 bits per sample; other depths scale by bitDepth / 8. */
const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG that decodes: the signature, an IHDR with a real size, and IDAT data that inflates to exactly the rows the
 * header promises (non-interlaced; an interlaced logo is refused rather than half-checked).
 */
function isDecodablePng(bytes: Buffer): boolean {
  if (bytes.length < 33 || !pngSignature.every((b, i) => bytes[i] === b)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [bitDepth, colourType, , , interlace] = [bytes[24]!, bytes[25]!, bytes[26], bytes[27], bytes[28]];
  const channels = pngChannels[colourType];
  if (!width || !height || channels === undefined || interlace !== 0 || ![1, 2, 4, 8, 16].includes(bitDepth)) return false;
  refuseTooManyPixels(width, height);
  const data: Buffer[] = [];
  let at = 8;
  let ended = false;
  while (at + 8 <= bytes.length && !ended) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return false;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    ended = type === 'IEND';
    at += 12 + length;
  }
  if (!ended || data.length === 0) return false;
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  try {
    return inflateSync(Buffer.concat(data), { maxOutputLength: rowBytes * height + 1 }).length === rowBytes * height;
  } catch {
    return false;
  }
}

/** A JPEG whose segments lead, in order, to a frame header with a real size and a scan, ending with its end marker. */
function isDecodableJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let at = 2;
  let sized = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header, whose height and width follow the precision.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      sized = length >= 8 && bytes.readUInt16BE(at + 5) > 0 && bytes.readUInt16BE(at + 7) > 0;
      if (sized) refuseTooManyPixels(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    }
    if (marker === 0xda) return sized;
    at += 2 + length;
  }
  return false;
}

const decoders: Record<LogoType, (bytes: Buffer) => boolean> = { 'image/png': isDecodablePng, 'image/jpeg': isDecodableJpeg };

/**
 * The letterhead's logo as stored: a data: URL of a PNG or JPEG at most `maxLogoBytes` long that decodes. Its type is
 * read off its bytes, whatever the browser labelled it, and the stored URL names that type. It is the `work` of a
 * pool thread (lib/worker-pool.ts): a PNG may inflate to 32 MB, which must not stall the server's own thread.
 */
export function work(dataUrl: string): string {
  const match = /^data:[\w.+/-]*(?:;[\w=-]+)*;base64,([A-Za-z0-9+/=]*)$/.exec(dataUrl);
  if (!match) throw badRequest(accountMessages.invalidFileType, 'account.invalidFileType');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > maxLogoBytes) throw new AppError(413, letterheadMessages.logoTooLarge(maxLogoBytes / 1024), 'letterhead.logoTooLarge', { kb: maxLogoBytes / 1024 });
  const type = logoTypes.find((candidate) => decoders[candidate](bytes));
  if (!type) throw badRequest(accountMessages.invalidFileType, 'account.invalidFileType');
  return `data:${type};base64,${bytes.toString('base64')}`;
}
