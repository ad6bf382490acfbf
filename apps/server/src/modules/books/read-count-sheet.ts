import { can, countsCoins, denominationsOf, mayReadExpected, type CurrentUser, type DayCloseCountSheet } from '@sarafi/core';
import type { Database } from '../../db/client';
import { readDayCloseSettings } from './day-close-settings';
import { expectedCash } from './submit-day-close';
import { grantsOfRole } from '../roles/role-policy';

/**
 * What the counting form offers for a day: each currency the drawer holds, its notes, a coins-and-cents line where the
 * notes stop above the cent, and the expected closing. While the count is blind the figure is not sent to a reader
 * who is not a reviewer: it reaches them in the close itself, once their count is in (docs/decisions.md, Books and day close).
 */
export async function readCountSheet(db: Database, date: string, reader: CurrentUser): Promise<DayCloseCountSheet> {
  return db.transaction(
    async (tx) => {
      const settings = await readDayCloseSettings(tx);
      const shown = mayReadExpected(settings.blindCount, can(await grantsOfRole(tx, reader.role), 'day-close-admin'));
      const expected = await expectedCash(tx, date);
      return {
        date,
        blind: settings.blindCount,
        currencies: expected.map((e) => {
          const notes = denominationsOf(settings, e.currencyCode);
          return { currencyId: e.currencyId, currencyCode: e.currencyCode, notes, coins: countsCoins(notes), expected: shown ? e.expected : null };
        }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
