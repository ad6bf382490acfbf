import { sql } from 'drizzle-orm';
import type { CurrentUser, ReconciliationMapping } from '@sarafi/core';
import type { Database } from '../../db/client';
import { partnerReconciliations, partnerSheetMappings } from '../../db/schema';
import type { OffThread } from '../../lib/worker-pool';
import { headerColumns, keepAnswer } from './kept-reconciliations';
import type { MatchedRun, MatchJob } from './match-lines';
import { ourLinesText } from './our-lines';
import { reconciliationText } from './reconciliation-view';
import type { PartnerSheetText } from './sheet-lines';

export interface ReconciliationInput {
  accountId: number;
  fileName: string;
  from: string;
  to: string;
  toleranceDays: number;
  mapping: ReconciliationMapping;
  /** Their closing balance per currency as they state it, given on the form; it wins over a mapped balance column. */
  closing: { currency: string; amount: string }[];
  sheet: PartnerSheetText;
}

const matcher = new URL('./match-lines.ts', import.meta.url);

/**
 * Matches a partner's sheet against our ledger for the period, remembers the mapping for the partner and keeps the
 * result; answers the run as the JSON text it was kept as. Our lines are read first (no connection is held after),
 * matched on a pool thread (match-lines.ts), and the text the thread wrote is stored and sent without being parsed
 * again on the server's thread.
 */
export async function runReconciliation(db: Database, input: ReconciliationInput, actor: CurrentUser, offThread: OffThread): Promise<string> {
  const ours = await ourLinesText(db, input.accountId, input.from, input.to);
  const job: MatchJob = { sheet: input.sheet.json, ours: ours.lines, ourClosing: ours.closing, mappingSign: input.mapping.sign, toleranceDays: input.toleranceDays, closing: input.closing };
  const run = await offThread<MatchedRun>(matcher, job);

  const header = await db.transaction(async (tx) => {
    await tx
      .insert(partnerSheetMappings)
      .values({ accountId: input.accountId, mapping: input.mapping, updatedBy: actor.id })
      .onConflictDoUpdate({ target: partnerSheetMappings.accountId, set: { mapping: input.mapping, updatedBy: actor.id, updatedAt: new Date() } });
    const [stored] = await tx
      .insert(partnerReconciliations)
      .values({
        accountId: input.accountId,
        fromDate: input.from,
        toDate: input.to,
        toleranceDays: input.toleranceDays,
        fileName: input.fileName.slice(0, 255),
        sign: run.sign,
        createdBy: actor.id,
        createdByName: actor.username,
        counts: run.counts,
        balanced: run.balanced,
        totals: sql`${run.totals}::jsonb`,
        result: sql`${run.result}::json`,
      })
      .returning(headerColumns);
    return stored!;
  });
  const text = reconciliationText(header, run.totals, run.result);
  // Gzipped once now, on the thread, for every re-read to send as it is (kept-reconciliations.ts).
  await keepAnswer(db, offThread, header.id, text);
  return text;
}
