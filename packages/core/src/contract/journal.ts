import { z } from 'zod';

/**
 * What verification of the journal found broken (docs/decisions.md, Journal), for the screen's own words; `reason`
 * adds the detail in English.
 * - rowChanged: a chained row no longer hashes to its link (edited, or two rows swapped)
 * - rowMissing: a link points at a journal row that is gone
 * - linkMissing / linkOutOfOrder: a link is gone, or does not follow the one before
 * - rowUnchained: a journal row is neither chained nor waiting to be
 * - entriesDiffer / documentDiffers: a transaction's entries or document are not the journal's latest state for it
 * - unjournalled: a live transaction the journal never saw
 * - balanceDiffers: a stored balance is not the sum of its entries
 */
export const journalFindings = [
  'rowChanged',
  'rowMissing',
  'linkMissing',
  'linkOutOfOrder',
  'rowUnchained',
  'entriesDiffer',
  'documentDiffers',
  'unjournalled',
  'balanceDiffers',
] as const;
export type JournalFinding = (typeof journalFindings)[number];

export const journalVerdict = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The chain's head hash (SHA-256, hex); 64 zeros while the chain is empty. */
    head: z.string(),
    /** Rows chained. */
    count: z.number().int(),
    pending: z.number().int().describe('Extension. Rows committed since the check chained, still waiting for the chainer.'),
    checkedAt: z.string().describe('Extension. When the check ran (ISO).'),
  }),
  z.object({
    ok: z.literal(false),
    /** The first broken journal row's id; null when what broke is a balance, which no row holds. */
    brokenAt: z.number().int().nullable(),
    /** What differs, in English. */
    reason: z.string(),
    finding: z.enum(journalFindings).describe('Extension. The kind of break, for the screen’s own words.'),
    checkedAt: z.string().describe('Extension. When the check ran (ISO).'),
  }),
]);
export type JournalVerdict = z.infer<typeof journalVerdict>;
