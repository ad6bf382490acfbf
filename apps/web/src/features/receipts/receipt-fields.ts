import { CASH_ACCOUNT_ID, formatAmount, type Receipt } from '@sarafi/core';

/** Account 11 is the only system account a voucher touches, and system account codes are their ids. */
const cashAccountCode = String(CASH_ACCOUNT_ID);

export const accountText = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(' — ');

/** The customer's side of a voucher: whichever of the two accounts is not the shop's cash (company accounts swap sides). */
export function voucherSide(receipt: Receipt): { code: string | null; name: string | null } {
  const cashIsDebit = receipt.debitaccountcode === cashAccountCode;
  return cashIsDebit ? { code: receipt.creditaccountcode, name: receipt.creditaccountname } : { code: receipt.debitaccountcode, name: receipt.debitaccountname };
}

/** docs/architecture.md, Where we differ from the original product: the amount with its own two decimals and the currency code, never a literal '.00' suffix. */
export const amountText = (amount: string, currency: string | null) => [formatAmount(amount), currency].filter(Boolean).join(' ');

export type ReceiptKind = 'debit' | 'credit' | 'transfer' | 'exchange' | 'settlement' | 'payout' | 'sent' | 'refund';

/** Which document a receipt prints, from its stored type and, for hawala postings, the hawala's direction. */
export function receiptKind(receipt: Receipt): ReceiptKind {
  if (receipt.hawala) return receipt.hawala.direction;
  switch (receipt.trans_type) {
    case 'Debit':
      return 'debit';
    case 'Credit':
      return 'credit';
    case 'Exchange':
      return 'exchange';
    case 'Settlement':
      return 'settlement';
    default:
      return 'transfer';
  }
}
