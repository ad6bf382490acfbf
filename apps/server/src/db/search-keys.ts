import { sql, type SQLWrapper } from 'drizzle-orm';

/*
 * The search normalisation rule lives in SQL, once: the functions search_fold and phone_fold (migration
 * 0005_account_search.sql). These builders are the only way the server spells a search key, so an index and the
 * query that must use it always wrap their text the same way (docs/decisions.md, "Finding accounts").
 */

/** Names and codes: one haystack (stored as accounts.search_names), so 'Ahmad Hakimi' or a code and a name typed together are found. */
// Joined with || and coalesce, not concat_ws: concat_ws is not immutable, and an index expression must be.
export const nameKey = (...parts: SQLWrapper[]) => sql`search_fold(${sql.join(parts.map((part) => sql`coalesce(${part}, '')`), sql` || ' ' || `)})`;

/** A folded text: a typed word to look for in a key, or a stored text made into one (a hawala's searched fields). */
export const foldedText = (text: SQLWrapper | string) => sql`search_fold(${text})`;

/** Phone numbers: national digits only, whatever prefix, separators or digit script they were typed with. */
export const phoneKey = (value: SQLWrapper | string) => sql`phone_fold(${value})`;

/** Identity numbers (tazkira): folded, with the separators people type or leave out removed. */
export const idKey = (value: SQLWrapper | string) => sql`translate(search_fold(${value}), ' -/.', '')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A stored folded text (a hawala's `searchText`) holds the typed text, folded alike; % and _ typed match themselves. */
export const holdsTyped = (key: SQLWrapper, typed: string) => sql`${key} like '%' || ${foldedText(escapeLike(typed))} || '%'`;
