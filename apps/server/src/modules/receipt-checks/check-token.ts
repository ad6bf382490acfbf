import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * A receipt's check token (docs/decisions.md, Receipts, A receipt a customer can check): 15 bytes, 24 base32 letters —
 * the id of the journal row of the document's state as printed (6 bytes) and a MAC of it under the shop's own key
 * (9 bytes). It is derived, never stored, so printing a receipt writes nothing; only the key can make one.
 */
const idBytes = 6;
const macBytes = 9;
const tokenPattern = /^[A-Z2-7]{24}$/;

/** app_settings key of the random key the migration made; it never leaves the server. */
export const checkKeySetting = 'receipt_check_key';

export async function readCheckKey(db: Executor): Promise<Buffer> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, checkKeySetting));
  const key = z.string().regex(/^[0-9a-f]{64}$/).safeParse(row?.value);
  if (!key.success) throw new Error(`app_settings.${checkKeySetting} is missing or malformed; the migration that adds it has not run`);
  return Buffer.from(key.data, 'hex');
}

// Its own label: a code of the first format (document number and state tag) is no match, never some other journal row.
const macOf = (key: Buffer, body: Buffer) => createHmac('sha256', key).update('sarafi-receipt-check-journal:').update(body).digest().subarray(0, macBytes);

export function issueCheckToken(key: Buffer, journalId: number): string {
  const body = Buffer.alloc(idBytes);
  body.writeUIntBE(journalId, 0, idBytes);
  // Base32 by otpauth's Secret (the TOTP library): an exact-length copy, as a Buffer may sit in a larger shared pool.
  return new Secret({ buffer: new Uint8Array(Buffer.concat([body, macOf(key, body)])).buffer }).base32;
}

/**
 * The journal row id of a genuine token, or null. Every input costs the same work — one decode, one MAC, one
 * constant-time compare — and no database read happens before the MAC holds, so a made-up token and a real one with a
 * letter changed are refused alike and equally fast.
 */
export function openCheckToken(key: Buffer, token: string): { journalId: number } | null {
  const typed = token.toUpperCase().replace(/[\s-]/g, '');
  const wellFormed = tokenPattern.test(typed);
  const bytes = wellFormed ? Buffer.from(Secret.fromBase32(typed).bytes) : Buffer.alloc(idBytes + macBytes);
  const body = bytes.subarray(0, idBytes);
  const genuine = timingSafeEqual(macOf(key, body), bytes.subarray(idBytes, idBytes + macBytes));
  return wellFormed && genuine ? { journalId: body.readUIntBE(0, idBytes) } : null;
}
