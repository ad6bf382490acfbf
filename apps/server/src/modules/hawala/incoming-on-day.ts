import { and, ne, or, sql } from 'drizzle-orm';
import { hawalaDetails, transactions } from '../../db/schema';
import { currentShopTimeZone } from '../../lib/shop-day';

/**
 * A shop day's incoming hawalas (docs/decisions.md, Dashboard): those imported on that day or paid out on it, so a
 * hawala dated yesterday on its sheet and paid today counts today; a cancelled one never does. The dashboard's
 * Today card counts these and its list shows these very rows.
 */
export function incomingOnDay(day: string) {
  const t = hawalaDetails;
  const importedOn = sql`to_char(${t.importDate} at time zone ${currentShopTimeZone()}, 'YYYY-MM-DD') = ${day}`;
  const paidOn = sql`exists (select 1 from ${transactions} where ${transactions.hawalaId} = ${t.id} and ${transactions.transType} = 'Hawala' and ${transactions.transDate} = ${day})`;
  return and(ne(t.hawalaStatus, 'Cancelled'), or(importedOn, paidOn));
}
