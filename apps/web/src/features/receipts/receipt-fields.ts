import { CASH_ACCOUNT_ID, formatAmount, formatCalendarDate, type Language, type Receipt } from '@sarafi/core';

/** Account 11 is the only system account a voucher touches, and system account codes are their ids. */
const cashAccountCode = String(CASH_ACCOUNT_ID);

/** The customer's side of a voucher: whichever of the two accounts is not the shop's cash (company accounts swap sides). */
export function voucherAccount(receipt: Receipt): string {
  const cashIsDebit = receipt.debitaccountcode === cashAccountCode;
  const code = cashIsDebit ? receipt.creditaccountcode : receipt.debitaccountcode;
  const name = cashIsDebit ? receipt.creditaccountname : receipt.debitaccountname;
  return [code, name].filter(Boolean).join(' — ');
}

/** DESIGN §6: the amount with its own two decimals and the currency code, never a literal '.00' suffix. */
export const amountText = (amount: string, currency: string | null) => [formatAmount(amount), currency].filter(Boolean).join(' ');

/** An old or hand-made date outside the supported years prints without a Hijri date rather than breaking the receipt. */
export function hijriText(transDate: string | null, language: Language = 'en'): string {
  if (!transDate) return '';
  const text = formatCalendarDate(transDate, 'solar-hijri', language);
  return text === transDate ? '' : text;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The shop's local time, as the clerk reads it off the wall clock. */
export const printedAtText = (now: Date) =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())} ${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`;
