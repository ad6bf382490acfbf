import { z } from 'zod';

/** A receipt a customer can check (docs/decisions.md, Receipts, A receipt a customer can check). */
export const receiptCheckMessages = {
  notFound: 'No document matches this check code',
} as const;

/**
 * 'valid': as printed; 'changed': edited since it was printed; 'deleted': removed from the books; a sent hawala's
 * own slip reads its hawala's state instead: 'sent', 'paid' or 'cancelled'.
 */
export const receiptCheckStates = ['valid', 'changed', 'deleted', 'sent', 'paid', 'cancelled'] as const;
export type ReceiptCheckState = (typeof receiptCheckStates)[number];

/** What the public check page shows: the document's own facts, never a name, a phone or a balance. */
export const receiptCheckSchema = z.object({
  /** The shop's name from its letterhead ('' until set). */
  shop: z.string(),
  /** The document type as stored ('Credit', 'Exchange', 'Hawala' …). */
  docType: z.string(),
  docNumber: z.number(),
  /** The day it belongs to, YYYY-MM-DD, and the same day in the Solar Hijri calendar. */
  date: z.string(),
  dateSolarHijri: z.string(),
  amount: z.string(),
  currency: z.string(),
  state: z.enum(receiptCheckStates),
  /** For 'changed' only: when it first changed after it was printed (its first journal row after the printed one). */
  changedAt: z.string().nullable(),
});
export type ReceiptCheck = z.infer<typeof receiptCheckSchema>;

/** 24 base32 letters, typed with or without the dashes and spaces the receipt prints; anything else is no match. */
export const checkTokenParam = z.object({ token: z.string().max(64) });

/** The check code as a receipt prints it: the token in groups of four. */
export const formatCheckCode = (token: string) => token.match(/.{1,4}/g)?.join('-') ?? token;
