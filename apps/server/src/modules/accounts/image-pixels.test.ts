import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imagePixels } from './images';

/** A PNG of the given header size whose pixel data is a few rows of zeros: small on the wire whatever it claims. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4 * width + 1))), chunk('IEND', Buffer.alloc(0))]);
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('account images: their size in pixels, not only in bytes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the size a PNG, GIF and JPEG header states', () => {
    expect(imagePixels(png(300, 200), 'image/png')).toBe(60_000);
    expect(imagePixels(Buffer.from('GIF89a\x40\x01\xc8\x00', 'latin1'), 'image/gif')).toBe(320 * 200);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03]);
    expect(imagePixels(jpeg, 'image/jpeg')).toBe(640 * 480);
  });

  it('refuses a picture or an ID image whose header claims a huge size (a decompression bomb for every browser), takes a normal one', async () => {
    const admin = await t.cookieFor('admin');
    const create = (picture: string) =>
      t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: 'Pixel Test', currencyId: 2, accountType: 'customer', picture } });
    const bomb = await create(dataUrl(png(30_000, 30_000)));
    expect(bomb.statusCode, bomb.body).toBe(400);
    expect(bomb.json()).toEqual({ message: accountMessages.imageTooManyPixels, code: 'account.imageTooManyPixels' });
    const fine = await create(dataUrl(png(300, 200)));
    expect(fine.statusCode, fine.body).toBe(201);
    const id = fine.json().id as number;
    const idImage = await t.app.inject({ method: 'POST', url: `/api/accounts/${id}/id-images`, headers: { cookie: admin }, payload: { image: dataUrl(png(30_000, 30_000)) } });
    expect(idImage.statusCode, idImage.body).toBe(400);
    expect(idImage.json()).toMatchObject({ code: 'account.imageTooManyPixels' });
  });
});
