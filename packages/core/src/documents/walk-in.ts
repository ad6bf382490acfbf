import type { RawDocument } from './document-rule';

/**
 * Who stood at the counter in a cash exchange (docs/decisions.md 'Walk-in exchanges'): kept only when a side is the shop's
 * cash, since an account on both sides already names the people. A body that does not name them (undefined) leaves
 * an edit's stored ones as they are; blank clears them.
 */
export function walkInOf(raw: Pick<RawDocument, 'walkInName' | 'walkInPhone'>, hasCashSide: boolean) {
  if (!hasCashSide) return { walkInName: null, walkInPhone: null };
  return { walkInName: raw.walkInName === undefined ? undefined : raw.walkInName || null, walkInPhone: raw.walkInPhone === undefined ? undefined : raw.walkInPhone || null };
}
