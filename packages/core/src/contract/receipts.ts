import { z } from 'zod';
import { cashDirections } from '../documents/cash-direction';
import { settlementDirections } from './settlements';

/** The inquiry line (docs/architecture.md, Screens, Debit and Credit), printed when a shop has set none of its own (the page prints it in its language). */
export const defaultReceiptContact = 'For inquiries contact us on WhatsApp';

/** An account's balance in one currency right after the receipt's transaction, as the shop reads it (shopView). */
export const receiptBalanceSchema = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** Liabilities: 'to' the shop owes them, 'by' they owe the shop; null for a settled balance. */
  owed: z.enum(['to', 'by']).nullable(),
});
export type ReceiptBalance = z.infer<typeof receiptBalanceSchema>;

/** The hawala a payout or a sent hawala's posting belongs to: what the receiver's or the sender's slip prints. */
export const receiptHawalaSchema = z.object({
  /**
   * 'payout': an imported hawala paid at the counter (the receiver's slip); 'sent': one the shop sends (the sender's
   * slip); 'refund': a sent hawala cancelled, the sender paid back.
   */
  direction: z.enum(['payout', 'sent', 'refund']),
  hawalaNumber: z.string(),
  senderName: z.string().nullable(),
  senderLocation: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverLocation: z.string().nullable(),
  /** The receiver's tazkira or other ID number when the shop knows it; the slip leaves a line to write it on otherwise. */
  receiverIdNumber: z.string().nullable(),
  /** The kind of that ID (core's partyIdTypes), when recorded. */
  receiverIdType: z.string().nullable(),
  /** Sent hawalas only, and only for its clerk and admins: what the receiver tells the paying partner. */
  secretCode: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  commission: z.string(),
  /** Sent hawalas: amount plus commission, what the sender paid. */
  totalPaid: z.string().nullable(),
  convertedAmount: z.string().nullable(),
  convertedCurrency: z.string().nullable(),
  partner: z.string().nullable(),
});
export type ReceiptHawala = z.infer<typeof receiptHawalaSchema>;

/**
 * GET /api/transactions/{id}/receipt: docs/architecture.md, Wire fields, 'Receipt record' (snake-case names as SPEC gives them, username is who
 * posted it, contact the shop's inquiry line — the `receipt_contact` setting, may be empty) and, as extensions, what
 * every money document's receipt needs: the exchange's second leg, the time of posting, the balances right after
 * this transaction (not today's), for hawala documents the hawala, and for settlements their direction.
 */
export const receiptSchema = z.object({
  id: z.number(),
  trans_type: z.string(),
  trans_date: z.string().nullable(),
  debitaccountname: z.string().nullable(),
  debitaccountcode: z.string().nullable(),
  creditaccountname: z.string().nullable(),
  creditaccountcode: z.string().nullable(),
  d_amount: z.string(),
  c_amount: z.string(),
  currency: z.string().nullable(),
  commission: z.string(),
  trans_description: z.string().nullable(),
  username: z.string().nullable(),
  contact: z.string(),
  c_currency: z.string().nullable(),
  ex_rate: z.string(),
  c_trans_description: z.string().nullable(),
  trans_date_time: z.string().nullable(),
  balances: z.array(receiptBalanceSchema),
  hawala: receiptHawalaSchema.nullable(),
  /**
   * A settlement (docs/decisions.md, Partners and settlements): received from the partner (the credit side, its in-account) or paid to it (the debit side);
   * null for every other document.
   */
  settlement: z.object({ direction: z.enum(settlementDirections) }).nullable(),
  /**
   * A Debit or Credit voucher: which way it moved the shop's drawer, 'in' (cash received) or 'out' (cash paid), read by
   * the voucher rule's own mapping (docs/decisions.md, Cash direction in the shop's words); null for every other document.
   */
  cash_direction: z.enum(cashDirections).nullable(),
  /** An exchange against the shop's cash: the walk-in customer, when the clerk took their name or phone (docs/decisions.md, Walk-in exchanges). */
  walk_in_name: z.string().nullable(),
  walk_in_phone: z.string().nullable(),
  /** A posting kept for approval (docs/decisions.md, Approvals): who approved it; null for one posted alone. */
  approved_by: z.string().nullable(),
  /** Extension: the receipt's check token (docs/decisions.md, Receipts, A receipt a customer can check), printed as the check code. */
  checkToken: z.string(),
  /** Extension: the public check page of this receipt, what its QR code opens. */
  checkUrl: z.string(),
  /** The till whose cash this document moved in place of the safe (docs/decisions.md, Tills and shifts); null for the safe. */
  till_name: z.string().nullable().optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;
