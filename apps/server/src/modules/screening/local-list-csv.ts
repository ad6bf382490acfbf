import { screeningMessages } from '@sarafi/core';
import { badRequest } from '../../lib/errors';
import { listText, maxListEntries, type ListedEntry } from './listed-entry';

/** RFC 4180 fields: commas, quotes doubled inside quoted fields, CRLF or LF line ends. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (rows.length > maxListEntries + 1) break;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const dateOfBirth = /^\d{4}(?:-\d{2}-\d{2})?$/;

/**
 * The shop's own list of names, as a CSV with a header row: `name` (required), `aliases` (separated by ';'),
 * `date_of_birth` (YYYY-MM-DD or YYYY) and `reference` (else LOCAL-<row>).
 */
export function parseLocalList(text: string): ListedEntry[] {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  const columns = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('name') < 0) throw badRequest(screeningMessages.listCsvHeader, 'compliance.listCsvHeader');
  if (rows.length > maxListEntries) throw badRequest(screeningMessages.listTooManyEntries(maxListEntries), 'compliance.listTooManyEntries', { max: maxListEntries });
  const entries: ListedEntry[] = [];
  rows.forEach((cells, i) => {
    const cell = (name: string) => (at(name) >= 0 ? (cells[at(name)] ?? '') : '');
    const name = listText(cell('name'));
    if (!name) return;
    const aliases = cell('aliases').split(';').map(listText).filter((alias) => alias.length > 0);
    const born = cell('date_of_birth').trim();
    entries.push({
      reference: listText(cell('reference')).slice(0, 60) || `LOCAL-${i + 1}`,
      kind: 'individual',
      name,
      aliases: [...new Set([name, ...aliases])],
      datesOfBirth: dateOfBirth.test(born) ? [born] : [],
      nationality: null,
      listedOn: null,
    });
  });
  if (entries.length === 0) throw badRequest(screeningMessages.listEmpty, 'compliance.listEmpty');
  return entries;
}
