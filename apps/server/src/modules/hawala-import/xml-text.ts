const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const entity = /&(?:(amp|lt|gt|quot|apos)|#x([\da-f]+)|#(\d+));/gi;
/** OOXML writes characters XML cannot hold (control characters) as _xHHHH_, and a literal '_x' as _x005F_x. */
const ooxmlEscape = /_x([\da-f]{4})_/gi;

function codePoint(hex: string | undefined, decimal: string | undefined): string {
  const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/**
 * The text of an xlsx string (a shared string, inline string or formula result) from its escaped XML. Line ends
 * are '\n', as SheetJS gives them, so both readers yield the same text.
 */
export function xmlText(raw: string): string {
  let text = raw;
  if (text.includes('&')) {
    text = text.replace(entity, (match, name: string | undefined, hex: string | undefined, decimal: string | undefined) =>
      name !== undefined ? (named[name.toLowerCase()] ?? match) : codePoint(hex, decimal),
    );
  }
  if (text.includes('_x')) text = text.replace(ooxmlEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text.includes('\r\n') ? text.replaceAll('\r\n', '\n') : text;
}
