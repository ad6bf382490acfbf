import { cellValue, type CellValue } from './cell-values';
import { xmlText } from './xml-text';

/** One <c> of a sheet as the streaming reader collects it; `raw` is its <v>, still escaped. */
export interface XlsxCell {
  type: string | undefined;
  raw: string | undefined;
  /** The text of an inline string (<is>), already decoded. */
  inline: string | undefined;
}

const day = 24 * 60 * 60 * 1000;
const serialEpoch = Date.UTC(1899, 11, 30);
const timeOnly = /^(\d+):(\d+)(:\d+)?(\.\d+)?$/;
const dateOnly = /^(\d+)-(\d+)-(\d+)$/;
const dateTime = /^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(:\d+)?(\.\d+)?$/;

/** An ISO 8601 date cell (t="d") as the date serial SheetJS gives a reader that does not ask for dates. */
function dateSerial(text: string, date1904: boolean): number {
  let time: number;
  let m: RegExpExecArray | null;
  if ((m = timeOnly.exec(text))) {
    const seconds = (Number(m[1]) * 60 + Number(m[2])) * 60 + (m[3] ? Number(m[3].slice(1)) : 0);
    time = (date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 31)) + seconds * 1000 + (m[4] ? Number(`${m[4]}000`.slice(1, 4)) : 0);
  } else if ((m = dateOnly.exec(text))) time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  else if ((m = dateTime.exec(text))) {
    const [, y, mo, d, h, mi, s, ms] = m;
    time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), s ? Number(s.slice(1)) : 0, ms ? Number(`${ms}0000`.slice(1, 4)) : 0);
  } else time = new Date(text).getTime();
  // Excel counts a 29 February 1900 that never was, so serials before it are one lower.
  const serial = (time - serialEpoch) / day;
  if (date1904) return serial - 1462 < -1402 ? serial - 1463 : serial - 1462;
  return serial < 60 ? serial - 1 : serial;
}

/**
 * A cell's value, with the same meaning SheetJS gives it (so both readers feed map-rows the same text): a number
 * is a double, a shared string is looked up, a boolean is TRUE or FALSE, a formula error is reported, a date is
 * its serial number. A cell without a value is blank.
 */
export function xlsxCellValue(cell: XlsxCell, strings: readonly string[], date1904: boolean): CellValue {
  const { type, raw } = cell;
  switch (type ?? 'n') {
    case 'n':
      return raw === undefined ? null : cellValue({ t: 'n', v: parseFloat(raw) });
    case 's': {
      if (raw === undefined) return null;
      const text = strings[parseInt(raw, 10)];
      if (text === undefined) throw new Error(`shared string ${raw} does not exist`);
      return cellValue({ t: 's', v: text });
    }
    case 'str':
      return cellValue({ t: 's', v: raw === undefined ? '' : xmlText(raw) });
    case 'inlineStr':
      return cellValue({ t: 's', v: cell.inline ?? '' });
    case 'b':
      return cellValue({ t: 'b', v: raw === '1' || raw === 'true' });
    case 'e':
      return raw === undefined ? null : { formulaError: true };
    case 'd':
      return raw === undefined ? null : cellValue({ t: 'n', v: dateSerial(xmlText(raw), date1904) });
    default:
      return raw === undefined ? null : cellValue({ t: type, v: xmlText(raw) });
  }
}
