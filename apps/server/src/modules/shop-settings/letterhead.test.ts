import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLogoBytes } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakePngDataUrl, gifDataUrl, pngBytes, pngDataUrl } from '../accounts/test-images';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const letterhead = { name: 'Kabul Sarafi', address: 'Shahr-e Naw, Kabul', phones: '+93 700 000 000', logo: null };

/** The 1×1 PNG with its image data cut short: right signature and header, but it does not decode. */
function truncatedPng(): Buffer {
  const idat = pngBytes.indexOf('IDAT') - 4;
  const broken = Buffer.from(pngBytes);
  broken.writeUInt32BE(0, idat + 8); // zeroes the first bytes of the compressed stream
  return broken;
}

/** A PNG of `side` × `side` RGB pixels whose rows are `rows` (each starting with its filter byte). */
function pngOf(side: number, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([pngBytes.subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A valid PNG far over the cap: noise that does not compress, in one large IDAT. */
function largePng(): Buffer {
  const side = 400;
  const rows = randomBytes((side * 3 + 1) * side);
  for (let row = 0; row < side; row++) rows[row * (side * 3 + 1)] = 0; // filter type None
  return pngOf(side, rows);
}

describe('GET/PUT /api/settings/letterhead', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
  });
  afterAll(() => t.close());

  const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/settings/letterhead', headers: { cookie } });
  const put = (payload: object, cookie = admin) => t.app.inject({ method: 'PUT', url: '/api/settings/letterhead', headers: { cookie }, payload });

  it('is empty until an admin sets it, then every signed-in user reads it, logo included', async () => {
    expect((await get(user)).json()).toEqual({ name: '', address: '', phones: '', logo: null });
    const saved = await put({ ...letterhead, name: '  Kabul Sarafi  ', logo: pngDataUrl });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(user)).json()).toEqual({ ...letterhead, logo: pngDataUrl });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/letterhead' })).statusCode).toBe(401);
  });

  it('stores the type the bytes are, whatever the browser called them, and clears the logo with null', async () => {
    const labelled = await put({ ...letterhead, logo: dataUrl('application/octet-stream', pngBytes) });
    expect(labelled.json().logo).toBe(pngDataUrl);
    expect((await put(letterhead)).json().logo).toBeNull();
  });

  it.each([
    ['text named .png', fakePngDataUrl],
    ['a GIF (not a logo format)', gifDataUrl],
    ['a PNG whose data does not decode', dataUrl('image/png', truncatedPng())],
    ['a JPEG header with no frame', dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9]))],
    ['not a data URL', 'https://example.com/logo.png'],
  ])("refuses %s with 'Invalid file type' and keeps the stored letterhead", async (_, logo) => {
    await put({ ...letterhead, logo: pngDataUrl });
    const refused = await put({ ...letterhead, name: 'Changed', logo });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid file type');
    expect((await get(user)).json()).toEqual({ ...letterhead, logo: pngDataUrl });
  });

  it.each([
    // 5,000 × 5,000 black pixels: 75 MB once inflated, a few dozen KB as sent.
    ['a small PNG that inflates to a huge image', dataUrl('image/png', pngOf(5000, Buffer.alloc((5000 * 3 + 1) * 5000)))],
    // A JPEG whose frame header claims 60,000 × 60,000: a printing browser would try to decode it.
    ['a JPEG claiming a huge frame', dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0xea, 0x60, 0xea, 0x60, 0x01, 0x01, 0x11, 0x00, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))],
  ])('refuses %s as too large in pixels, not as a wrong type, and keeps the stored letterhead', async (_, logo) => {
    await put({ ...letterhead, logo: pngDataUrl });
    const refused = await put({ ...letterhead, name: 'Changed', logo });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'account.imageTooManyPixels']);
    expect(refused.json().message).toBe('This image is too large in pixels; choose a smaller one');
    expect((await get(user)).json()).toEqual({ ...letterhead, logo: pngDataUrl });
  });

  it('refuses a logo over the size cap, over-long text, and a non-admin', async () => {
    const big = largePng();
    expect(big.length).toBeGreaterThan(maxLogoBytes);
    expect((await put({ ...letterhead, logo: dataUrl('image/png', big) })).statusCode).toBe(413);
    expect((await put({ ...letterhead, name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await put(letterhead, user)).statusCode).toBe(403);
  });
});
