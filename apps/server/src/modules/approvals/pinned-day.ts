import { shopToday } from '../../lib/shop-day';

/**
 * The day a new document kept for approval posts on: the one it names, or the shop's day it was made on
 * (docs/decisions.md, Approvals). Approved later, it posts there, so a day closed since refuses it.
 */
export const pinnedDay = (transDate: string | null, now = new Date()) => transDate ?? shopToday(now);
