import { screeningMessages } from '@sarafi/core';
import { AppError, badRequest } from '../../lib/errors';
import { XmlScanner, attribute, type XmlHandler } from '../hawala-import/xml-scanner';
import { xmlText } from '../hawala-import/xml-text';
import { listText, maxListEntries, type ListedEntry } from './listed-entry';

export interface UnList {
  generatedOn: string | null;
  entries: ListedEntry[];
}

const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'] as const;
/** The elements whose text is read, by the element they sit in (the UN list's XSD names). */
const readInRecord = new Set([...nameParts, 'REFERENCE_NUMBER', 'NAME_ORIGINAL_SCRIPT', 'LISTED_ON']);
const readInParts = new Set(['ALIAS_NAME', 'DATE', 'YEAR', 'FROM_YEAR', 'TO_YEAR', 'VALUE']);
const partsOfRecord = new Set(['INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH', 'NATIONALITY']);
/** A range of birth years ('FROM_YEAR'–'TO_YEAR') longer than this is not spelled out year by year. */
const maxYearRange = 10;

interface Draft {
  kind: 'individual' | 'entity';
  fields: Record<string, string>;
  aliases: string[];
  dates: string[];
  nationality: string | null;
}

/** The date of birth's forms in the list: an exact date, a year, a range of years. */
function birthDates(fields: Record<string, string>): string[] {
  const date = fields.DATE?.trim();
  if (date && /^\d{4}-\d{2}-\d{2}/.test(date)) return [date.slice(0, 10)];
  const year = fields.YEAR?.trim();
  if (year && /^\d{4}$/.test(year)) return [year];
  const from = Number(fields.FROM_YEAR);
  const to = Number(fields.TO_YEAR);
  if (Number.isInteger(from) && Number.isInteger(to) && from > 1800 && to >= from && to - from <= maxYearRange) {
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  return [];
}

function entryOf(draft: Draft): ListedEntry | null {
  const name = listText(nameParts.map((part) => draft.fields[part] ?? '').join(' '));
  const reference = listText(draft.fields.REFERENCE_NUMBER ?? '').slice(0, 60);
  if (!name || !reference) return null;
  const original = listText(draft.fields.NAME_ORIGINAL_SCRIPT ?? '');
  const aliases = [...new Set([name, ...(original ? [original] : []), ...draft.aliases.map(listText).filter((alias) => alias.length > 0)])];
  return { reference, kind: draft.kind, name, aliases, datesOfBirth: [...new Set(draft.dates)], nationality: draft.nationality, listedOn: listText(draft.fields.LISTED_ON ?? '') || null };
}

/**
 * Reads the UN Security Council Consolidated List in its official XML (CONSOLIDATED_LIST, INDIVIDUALS/INDIVIDUAL,
 * ENTITIES/ENTITY) with the forward-only scanner the xlsx reader uses, so the file is never a DOM. A file declaring
 * a DOCTYPE or entities is refused before it is read: the UN list declares none, and nothing here expands them.
 * Broken nesting, a missing root or no entry at all is a coded 400: nothing is imported from it.
 */
export function parseUnList(text: string): UnList {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) throw badRequest(screeningMessages.listEntities, 'compliance.listEntities');
  const entries: ListedEntry[] = [];
  const stack: string[] = [];
  let generatedOn: string | null = null;
  let sawRoot = false;
  let draft: Draft | null = null;
  let part: Record<string, string> | null = null;
  let reading: string | null = null;
  let buffer = '';
  const malformed = () => badRequest(screeningMessages.listMalformed, 'compliance.listMalformed');

  const scanner: XmlScanner = new XmlScanner({
    open(name, tag, selfClosing) {
      if (stack.length === 0) {
        if (name !== 'CONSOLIDATED_LIST') throw badRequest(screeningMessages.listNotUn, 'compliance.listNotUn');
        sawRoot = true;
        generatedOn = attribute(tag, 'dateGenerated')?.slice(0, 40) ?? null;
      }
      stack.push(name);
      if (selfClosing) return;
      if ((name === 'INDIVIDUAL' || name === 'ENTITY') && draft === null) {
        draft = { kind: name === 'INDIVIDUAL' ? 'individual' : 'entity', fields: {}, aliases: [], dates: [], nationality: null };
      } else if (draft && partsOfRecord.has(name)) {
        part = {};
      } else if (draft && ((part && readInParts.has(name)) || (!part && readInRecord.has(name)))) {
        reading = name;
        buffer = '';
        scanner.wantText = true;
      }
    },
    close(name) {
      if (stack.pop() !== name) throw malformed();
      if (reading === name) {
        const value = xmlText(buffer);
        if (part) part[name] = value;
        else if (draft) draft.fields[name] = value;
        reading = null;
        scanner.wantText = false;
      } else if (part && draft && partsOfRecord.has(name)) {
        if (name === 'INDIVIDUAL_DATE_OF_BIRTH') draft.dates.push(...birthDates(part));
        else if (name === 'NATIONALITY') draft.nationality = part.VALUE ? listText(part.VALUE) : draft.nationality;
        else if (part.ALIAS_NAME) draft.aliases.push(part.ALIAS_NAME);
        part = null;
      } else if (draft && (name === 'INDIVIDUAL' || name === 'ENTITY')) {
        const entry = entryOf(draft);
        if (entry) entries.push(entry);
        if (entries.length > maxListEntries) throw badRequest(screeningMessages.listTooManyEntries(maxListEntries), 'compliance.listTooManyEntries', { max: maxListEntries });
        draft = null;
      }
    },
    text(raw) {
      if (buffer.length < 4000) buffer += raw;
    },
  } satisfies XmlHandler);

  try {
    for (let at = 0; at < text.length; at += 1 << 16) scanner.write(text.slice(at, at + (1 << 16)));
    scanner.end();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw malformed();
  }
  if (!sawRoot) throw badRequest(screeningMessages.listNotUn, 'compliance.listNotUn');
  if (stack.length > 0) throw malformed();
  if (entries.length === 0) throw badRequest(screeningMessages.listEmpty, 'compliance.listEmpty');
  return { generatedOn, entries };
}
