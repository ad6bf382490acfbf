import { isIdExpired, kycMessages, type PostingWarning } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import type { CheckedPosting } from '../ledger/check-document';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';

/**
 * The expired-ID rule at posting (docs/decisions.md, Compliance: know your customer), asked once by `recordPosting`
 * for every document type. It reads the account rows `checkPosting` already loaded, so a posting for accounts with
 * valid IDs costs no query; only an expired one reads the setting: a warning, or with `refuseExpiredId` a coded 400.
 * An undo (a refund, a reversal) gives money back and is never stopped.
 */
export async function checkIdExpiry(tx: Transaction, posting: CheckedPosting, now: Date): Promise<PostingWarning[]> {
  if (posting.undo) return [];
  const today = shopToday(now);
  const sides = posting.out.id === posting.into.id ? [posting.out] : [posting.out, posting.into];
  const expired = sides.filter((account) => !account.isSystem && isIdExpired(account.idExpiryDate, today));
  if (expired.length === 0) return [];
  const notes = expired.map((account) => {
    const params = { account: `${account.accountCode} ${account.accountName}`, expiry: account.idExpiryDate! };
    return { code: 'kyc.idExpired', message: kycMessages.idExpired(params.account, params.expiry), params };
  });
  const { refuseExpiredId } = await readComplianceSettings(tx);
  if (refuseExpiredId) throw badRequest(notes[0]!.message, 'kyc.idExpired', notes[0]!.params);
  return notes;
}
