import type { ScreeningEntry } from '@sarafi/core';
import type { Database } from '../../db/client';
import { heavyRequest, type OffThread } from '../../lib/worker-pool';
import { currentListKey, screeningEntries } from '../screening/current-index';
import type { ImportHit } from '../screening/hold-imported';
import { screeningThreshold, unreleased } from '../screening/screen-names';
import type { ScreeningAnswer, ScreeningJob } from '../screening/screening-thread';
import { importedHawalaParties } from '../screening/screened-records';
import { namesPart, type NamesPart, type RecordColumns } from './map-rows';
import { storedHawalaNumbers } from './preview-import';

const screeningThread = new URL('../screening/screening-thread.ts', import.meta.url);

const partiesOf = (part: NamesPart, at: number) =>
  importedHawalaParties({ id: null, hawalaNo: part.hawalaNo[at]!, senderName: part.senderName[at] ?? null, receiverName: part.receiverName[at] ?? null });

/**
 * An import's screening (docs/decisions.md, Compliance: sanctions screening), fed with the records' names part by
 * part as the reader hands them over (parseSpreadsheet's onNames), so the pool thread screens while the rest of the
 * sheet is still read and, after it, while the import's transaction writes the rows. A part's numbers already stored
 * are not screened: each was screened when it came and may have been reviewed since. The hits are awaited only for
 * the holds (finish); a busy pool's 503 surfaces there and rolls the import back.
 */
export class ImportScreening {
  private readonly parts: NamesPart[] = [];
  private wake: (() => void) | null = null;
  private closed = false;
  private readonly found: ImportHit[] = [];
  private readonly running: Promise<void>;

  constructor(private readonly db: Database) {
    this.running = this.run();
    // Kept, not thrown unhandled: finish() rethrows it; an abandoned screening's failure concerns no one.
    this.running.catch(() => undefined);
  }

  /** A part of the records, in record order. */
  add(part: NamesPart) {
    if (this.closed) return;
    this.parts.push(part);
    this.wake?.();
  }

  /** Every record at once, for an import whose sheet was read without parts. */
  addAll(records: RecordColumns) {
    if (records.hawalaNo.length > 0) this.add(namesPart(records, 0));
  }

  /** The import was refused or failed: the parts not yet screened are dropped and the pool thread is let go. */
  abandon() {
    this.parts.length = 0;
    this.close();
  }

  /** No part comes after this: the hits of the records `keep` accepts (the rows the import adds), none a release covers. */
  async finish(keep: (record: number) => boolean): Promise<ImportHit[]> {
    this.close();
    await this.running;
    return unreleased(
      this.db,
      this.found.filter((hit) => keep(hit.row)),
    );
  }

  private close() {
    this.closed = true;
    this.wake?.();
  }

  private async next(): Promise<NamesPart | null> {
    while (this.parts.length === 0) {
      if (this.closed) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
    return this.parts.shift()!;
  }

  private async run() {
    const first = await this.next();
    if (!first) return;
    const { ids, key } = await currentListKey(this.db);
    if (ids.length === 0) return this.abandon();
    const threshold = await screeningThreshold(this.db);
    await heavyRequest(async (offThread) => {
      let entries: ScreeningEntry[] | undefined;
      for (let part: NamesPart | null = first; part; part = await this.next()) {
        entries = await this.screenPart(offThread, part, { listKey: key, threshold, names: [] }, ids, entries);
      }
    });
  }

  /** Screens one part's records not stored yet; returns the list's entries if it had to send them. */
  private async screenPart(offThread: OffThread, part: NamesPart, base: ScreeningJob, ids: number[], entries: ScreeningEntry[] | undefined) {
    const stored = await storedHawalaNumbers(this.db, part.hawalaNo);
    const screened = part.hawalaNo.flatMap((number, at) => (stored.has(number) ? [] : [at]));
    if (screened.length === 0) return entries;
    const job: ScreeningJob = { ...base, names: screened.flatMap((at) => partiesOf(part, at).map((party) => party.name)) };
    let answer = await offThread<ScreeningAnswer>(screeningThread, job);
    if ('needsList' in answer) {
      entries ??= await screeningEntries(this.db, ids);
      answer = await offThread<ScreeningAnswer>(screeningThread, { ...job, entries });
    }
    if ('needsList' in answer) throw new Error('screening: the pool thread did not keep the list it was sent');
    for (const hit of answer.hits) this.found.push({ row: part.from + screened[hit.at >> 1]!, party: hit.at & 1, nameKey: hit.nameKey, match: hit.match });
    return entries;
  }
}
