import { Money, toAmount, toRate } from '../money/decimal';
import { readAmountField, readDecimalField } from '../contract/amount-fields';
import { maxSerialId, rateTooLargeAt, rateTooLargeMessage } from '../contract/common';

/** Amounts are numeric(20,2): an amount must stay below this. */
export const amountTooLargeAt = '1e17';
/** The smallest rate a posting takes: below it a conversion rounds every amount to nothing. */
export const smallestRate = '0.000001';

/**
 * A field read by `readAmount` or `readRate`: its value rounded as stored, or why not. `absent` lets a document give
 * its own words for a missing field; `tooLarge` lets one report the bound after checking other fields first.
 */
export type FieldRead = { ok: true; value: string } | { ok: false; problem: 'absent' | 'invalid' | 'tooLarge'; message: string };

type FieldInput = string | number | null | undefined;

export const isAbsent = (value: FieldInput): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** An id of a request body: int4 serials, so a larger number names no row and is as good as no id. */
export const toId = (value: FieldInput) => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= maxSerialId ? n : null;
};

export const isAmountTooLarge = (value: string) => new Money(value).gte(amountTooLargeAt);

/**
 * The one amount field: more than 0 (at least 0.01: 2 places), below 1e17, rounded half-up to 2 places. `invalid` is
 * the field's own words for a missing, unreadable or non-positive amount.
 */
export function readAmount(value: FieldInput, words: { invalid: string; tooLarge: string }): FieldRead {
  if (isAbsent(value)) return { ok: false, problem: 'absent', message: words.invalid };
  const field = readAmountField(value, words.invalid);
  if (!field.ok) return { ok: false, problem: 'invalid', message: field.message };
  if (new Money(field.value).lt('0.01')) return { ok: false, problem: 'invalid', message: words.invalid };
  if (isAmountTooLarge(field.value)) return { ok: false, problem: 'tooLarge', message: words.tooLarge };
  return { ok: true, value: toAmount(field.value) };
}

/**
 * The one rate field: at least 0.000001, below 1e12 (numeric(20,8)), any number of places typed, rounded half-up to
 * 8 when read. `invalid` is the field's own words for a missing, unreadable or too small rate.
 */
export function readRate(value: FieldInput, words: { invalid: string }): FieldRead {
  if (isAbsent(value)) return { ok: false, problem: 'absent', message: words.invalid };
  const field = readDecimalField(value, Number.POSITIVE_INFINITY, { invalid: words.invalid, places: words.invalid });
  if (!field.ok) return { ok: false, problem: 'invalid', message: field.message };
  if (new Money(field.value).lt(smallestRate)) return { ok: false, problem: 'invalid', message: words.invalid };
  if (new Money(field.value).gte(rateTooLargeAt)) return { ok: false, problem: 'tooLarge', message: rateTooLargeMessage };
  return { ok: true, value: toRate(field.value) };
}
