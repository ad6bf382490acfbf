import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Named business settings (e.g. the designated partner account) that SPEC hard-codes and we make editable. */
export const appSettings = pgTable('app_settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
