import { hawalaMessages, maxSerialId } from '@sarafi/core';
import { badRequest } from '../../lib/errors';

/** The hawala lists, each with its own cursor letter so a cursor of one list is refused by another. */
type List = 'h' | 'x' | 'p';

/** Cursors are opaque to clients: the list letter and the last id of the page, base64url-encoded. */
export const encodeCursor = (list: List, id: number) => Buffer.from(`${list}${id}`).toString('base64url');

export function decodeCursor(list: List, cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = text.startsWith(list) && /^\d{1,10}$/.test(text.slice(1)) ? Number(text.slice(1)) : NaN;
  if (!Number.isSafeInteger(id) || id > maxSerialId) throw badRequest(hawalaMessages.cursorInvalid, 'hawala.cursorInvalid');
  return id;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `rows` were read newest first with `limit + 1`: the extra row only says another page exists. */
export function pageOf<T extends { id: number }>(list: List, rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(list, last.id) : null };
}

/**
 * Without `limit` a list keeps the shape of docs/architecture.md, HTTP API (a plain array) but holds at most this many newest rows, with
 * X-Next-Cursor when there are more, as the transaction lists do.
 */
export const unpagedCap = 5000;
