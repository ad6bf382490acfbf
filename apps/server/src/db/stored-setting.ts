import { sql } from 'drizzle-orm';

/**
 * An app setting's stored value (its `app_settings` row, or null) as a column of another read, so a posting's one read
 * carries the settings its rules need (docs/decisions.md, Posting speed). Each setting's module parses what it holds.
 */
export const storedSetting = (key: string) => sql<unknown>`(select value from app_settings where key = ${key})`;
