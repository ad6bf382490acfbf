import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { hawalas } from '../../db/schema';
import { appendJournal } from '../journal/append-journal';

/**
 * The journal row of a hawala we send once it was sent, paid or cancelled (docs/decisions.md, Journal), in the same
 * database transaction: its number, money and state as they now are. Names, phones and the secret code stay out.
 */
export async function journalSentHawala(tx: Transaction, id: number, verb: 'sent' | 'paid' | 'cancelled', actor: CurrentUser, now: Date): Promise<number> {
  const [h] = await tx
    .select({
      hawalaNumber: hawalas.hawalaNumber,
      status: hawalas.status,
      amount: hawalas.amount,
      currency: hawalas.currency,
      commission: hawalas.commission,
      exchangeRate: hawalas.exchangeRate,
      convertedAmount: hawalas.convertedAmount,
      convertedCurrency: hawalas.convertedCurrency,
      partnerAccountId: hawalas.partnerAccountId,
      paidFromAccountId: hawalas.paidFromAccountId,
      cancelReason: hawalas.cancelReason,
    })
    .from(hawalas)
    .where(eq(hawalas.id, id));
  return appendJournal(tx, { kind: `hawala.${verb}`, entity: 'hawala', entityId: id, actor, payload: h!, at: now });
}
