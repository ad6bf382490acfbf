import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders so every table uses the precisions and one timestamp type (docs/architecture.md, Constants and limits). */
export const amount = () => numeric({ precision: 20, scale: 2 });
export const rate = () => numeric({ precision: 20, scale: 8 });
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** node-postgres returns bytea as a Buffer, a Uint8Array subclass. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Enumerations are varchar + CHECK (the values are our own constants, never user input). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
