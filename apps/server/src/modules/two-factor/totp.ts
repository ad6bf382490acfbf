import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (docs/decisions.md, Security, Two-step sign-in). */
const period = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned over, still signs in. */
const window = 1;
const issuer = 'Sarafi';

const totpOf = (secret: string, label = '') => new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });

/** 160 random bits, the size RFC 4226 recommends, in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, username: string) => totpOf(secret, username).toString();

/** The time step the code belongs to (within the window around now), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
