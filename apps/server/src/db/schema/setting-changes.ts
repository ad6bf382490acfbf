import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { recordedSettings } from '@sarafi/core/contract/setting-changes';
import { oneOf } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/**
 * Every change of a setting that loosens or tightens a control (self-approval, how far ahead a posting may be dated,
 * posting and credit limits): who, when, the old and new value and whether it weakened the control. Written in the
 * database transaction that changes the setting, so no change goes unrecorded; rows are only ever added.
 */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial().primaryKey(),
    setting: varchar({ length: 40 }).notNull(),
    partnerId: integer().references(() => accounts.id),
    currency: varchar({ length: 10 }),
    oldValue: text(),
    newValue: text(),
    weakened: boolean().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    username: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('setting_changes_setting_check', oneOf(t.setting, recordedSettings)), index('setting_changes_setting_idx').on(t.setting, t.id)],
);
