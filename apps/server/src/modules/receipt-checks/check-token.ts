import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * A receipt's check token (docs/decisions.md, Receipts, A receipt a customer can check): 15 bytes, 24 base32 letters —
 * the transaction's number (4 bytes), a tag of the state it was printed in (3 bytes) and a MAC of both under the shop's
 * own key (8 bytes). It is derived, never stored, so printing a receipt writes nothing; only the key can make one.
 */
const idBytes = 4;
const tagBytes = 3;
const macBytes = 8;
const bodyBytes = idBytes + tagBytes;
const tokenPattern = /^[A-Z2-7]{24}$/;

/** app_settings key of the random key the migration made; it never leaves the server. */
export const checkKeySetting = 'receipt_check_key';

export async function readCheckKey(db: Executor): Promise<Buffer> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, checkKeySetting));
  const key = z.string().regex(/^[0-9a-f]{64}$/).safeParse(row?.value);
  if (!key.success) throw new Error(`app_settings.${checkKeySetting} is missing or malformed; the migration that adds it has not run`);
  return Buffer.from(key.data, 'hex');
}

/** The fields a receipt prints of the document itself; any edit of one makes a printed receipt read "changed". */
export interface PrintedState {
  transType: string;
  transDate: string | null;
  outAccountId: number | null;
  inAccountId: number | null;
  dAmount: string;
  currencyId: number | null;
  cAmount: string;
  cCurrencyId: number | null;
  exRate: string;
  transDescription: string | null;
  cTransDescription: string | null;
}

/** Canonical JSON (keys sorted, decimals as the database's strings) of the printed fields, hashed; its first bytes are the tag. */
export function printedStateTag(state: PrintedState): Buffer {
  const fields: Record<string, unknown> = {
    cAmount: state.cAmount,
    cCurrencyId: state.cCurrencyId,
    cTransDescription: state.cTransDescription,
    currencyId: state.currencyId,
    dAmount: state.dAmount,
    exRate: state.exRate,
    inAccountId: state.inAccountId,
    outAccountId: state.outAccountId,
    transDate: state.transDate,
    transDescription: state.transDescription,
    transType: state.transType,
  };
  return createHash('sha256').update(JSON.stringify(fields)).digest().subarray(0, tagBytes);
}

const macOf = (key: Buffer, body: Buffer) => createHmac('sha256', key).update('sarafi-receipt-check:').update(body).digest().subarray(0, macBytes);

export function issueCheckToken(key: Buffer, transactionId: number, tag: Buffer): string {
  const body = Buffer.alloc(bodyBytes);
  body.writeUInt32BE(transactionId, 0);
  tag.copy(body, idBytes, 0, tagBytes);
  // Base32 by otpauth's Secret (the TOTP library): an exact-length copy, as a Buffer may sit in a larger shared pool.
  return new Secret({ buffer: new Uint8Array(Buffer.concat([body, macOf(key, body)])).buffer }).base32;
}

/**
 * The transaction number and printed-state tag of a genuine token, or null. Every input costs the same work — one
 * decode, one MAC, one constant-time compare — and no database read happens before the MAC holds, so a made-up token
 * and a real one with a letter changed are refused alike and equally fast.
 */
export function openCheckToken(key: Buffer, token: string): { transactionId: number; tag: Buffer } | null {
  const typed = token.toUpperCase().replace(/[\s-]/g, '');
  const wellFormed = tokenPattern.test(typed);
  const bytes = wellFormed ? Buffer.from(Secret.fromBase32(typed).bytes) : Buffer.alloc(bodyBytes + macBytes);
  const body = bytes.subarray(0, bodyBytes);
  const genuine = timingSafeEqual(macOf(key, body), bytes.subarray(bodyBytes, bodyBytes + macBytes));
  return wellFormed && genuine ? { transactionId: body.readUInt32BE(0), tag: Buffer.from(body.subarray(idBytes)) } : null;
}
