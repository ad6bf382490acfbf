import { CFB, utils, write } from '@e965/xlsx';

/** Spreadsheets put together by hand, to say what no spreadsheet program writes. */

const zip = (parts: Record<string, string>) => {
  const archive = CFB.utils.cfb_new();
  for (const [name, text] of Object.entries(parts)) CFB.utils.cfb_add(archive, name, Buffer.from(text));
  return CFB.write(archive, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer;
};

const odsNs =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';

export const odsCell = (text: string, attributes = '') => `<table:table-cell office:value-type="string"${attributes}><text:p>${text}</text:p></table:table-cell>`;
export const odsRow = (cells: string[], attributes = '') => `<table:table-row${attributes}>${cells.join('')}</table:table-row>`;
export const odsHeader = odsRow(['Trans No', 'Sender Name', 'Receiver Name', 'Amount'].map((h) => odsCell(h)));

/** An ods whose first table holds `rows` (table:table-row elements). */
export function ods(rows: string): Buffer {
  return zip({
    mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
    'META-INF/manifest.xml': `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    'styles.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${odsNs} office:version="1.2"/>`,
    'content.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${odsNs} office:version="1.2"><office:body><office:spreadsheet><table:table table:name="Hawalas">${rows}</table:table></office:spreadsheet></office:body></office:document-content>`,
  });
}

const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const xlsxInline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const xlsxShared = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
export const xlsxHeader = `<row r="1">${['Trans No', 'Sender Name', 'Receiver Name', 'Amount'].map((h, i) => xlsxInline(`${'ABCD'[i]}1`, h)).join('')}</row>`;

/** An xlsx with one sheet: `sheetData` inside <sheetData>, `before` ahead of it (a <dimension>), shared strings. */
export function xlsx(sheetData: string, options: { before?: string; sharedStrings?: string[] } = {}): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Hawalas" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet ${ns}>${options.before ?? ''}<sheetData>${sheetData}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<sst ${ns}>${(options.sharedStrings ?? []).map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
  });
}

/**
 * An xls of `rows` whose DIMENSIONS record (BIFF8: first row, last row + 1 as 32 bits, first column, last column + 1
 * as 16 bits) is rewritten to declare `lastRow` rows and `lastColumn` columns.
 */
export function xlsDeclaring(rows: unknown[][], lastRow: number, lastColumn: number): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Hawalas');
  const bytes = write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
  const at = bytes.indexOf(Buffer.from([0x00, 0x02, 0x0e, 0x00]));
  if (at < 0) throw new Error('no DIMENSIONS record');
  bytes.writeUInt32LE(lastRow, at + 8);
  bytes.writeUInt16LE(lastColumn, at + 14);
  return bytes;
}
