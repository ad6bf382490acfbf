import { describe, expect, it } from 'vitest';
import { CFB, read } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import type { SheetRow } from './map-rows';
import { readSheetRows, sheetReadOptions } from './read-sheet';
import { readXlsxRows } from './read-xlsx';
import { fixture, sheetOf } from './test-support';

const limits = { maxRows: 100_000, maxUnzippedBytes: 100 * 1024 * 1024 };

async function streamed(bytes: Buffer, maxRows = limits.maxRows): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  await readXlsxRows(bytes, { ...limits, maxRows }, (row) => rows.push(row));
  return rows;
}

function bySheetJs(bytes: Buffer, maxRows = limits.maxRows): SheetRow[] {
  const rows: SheetRow[] = [];
  const workbook = read(bytes, sheetReadOptions(maxRows));
  readSheetRows(workbook.Sheets[workbook.SheetNames[0]!]!, maxRows, (row) => rows.push(row));
  return rows;
}

/** What a reader yields or the message it refuses with, so refusals are compared too. */
async function outcome(reader: () => SheetRow[] | Promise<SheetRow[]>) {
  try {
    return { rows: await reader() };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An xlsx put together from hand-written parts (stored, not deflated), to reach what spreadsheet programs rarely write. */
function handWritten(sheetData: string, sharedStrings: string[] = [], workbookPr = ''): Buffer {
  const zip = CFB.utils.cfb_new();
  const add = (name: string, text: string) => CFB.utils.cfb_add(zip, name, Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`));
  add(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/data.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/strings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  );
  add('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  add('xl/workbook.xml', `<workbook ${ns} xmlns:r="${rel}">${workbookPr}<sheets><sheet name="First" sheetId="7" r:id="rId9"/><sheet name="Second" sheetId="1" r:id="rId1"/></sheets></workbook>`);
  add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/other.xml"/>` +
      `<Relationship Id="rId9" Type="${rel}/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="strings.xml"/></Relationships>`,
  );
  add('xl/worksheets/other.xml', `<worksheet ${ns}><sheetData/></worksheet>`);
  add('xl/worksheets/data.xml', `<worksheet ${ns}><sheetData>${sheetData}</sheetData></worksheet>`);
  add('xl/strings.xml', `<sst ${ns}>${sharedStrings.map((si) => `<si>${si}</si>`).join('')}</sst>`);
  return CFB.write(zip, { fileType: 'zip', type: 'buffer' }) as Buffer;
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];

describe('streaming xlsx reader', () => {
  it.each(['clean.xlsx', 'dari.xlsx', 'messy.xlsx'])('reads the LibreOffice fixture %s exactly as SheetJS does', async (name) => {
    const bytes = fixture(name);
    const rows = await streamed(bytes);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows).toEqual(bySheetJs(bytes));
  });

  it('reads an xlsx written by SheetJS with inline strings, and with a shared-strings table, as SheetJS does', async () => {
    const rows = [
      ['S-1', ' Ahmad ', 'احمد شاه احمدی', '1,234.50', 85.5, 'usd', '', 'کابل، کارته سه', 8549.145, 1e21],
      ['S-2', 'A & B <c>', 'x', 0.1 + 0.2, true, 'AFN', -0, 'Herat', '', ''],
      [],
      ['', '', '', ''],
      ['S-3', 'C', 'D', 202311230001],
    ];
    for (const bytes of [sheetOf(rows), sheetOf(rows, { sharedStrings: true })]) {
      expect(await streamed(bytes)).toEqual(bySheetJs(bytes));
    }
  });

  it('reads what spreadsheet programs rarely write as SheetJS does: rich text, entities, missing references, odd cell types', async () => {
    const strings = [
      '<t>Trans No</t>',
      // Rich text: the runs are joined; a phonetic guide is not part of the text.
      '<r><rPr><b/></rPr><t>Sender</t></r><r><t xml:space="preserve"> Name</t></r><rPh sb="0" eb="1"><t>セ</t></rPh>',
      '<t>ګل‌محمد &amp; Sons &lt;Kabul&gt; &#x627;&#1575; &quot;q&quot; line_x000D_break</t>',
      '<t xml:space="preserve">  12,500 </t>',
    ];
    const headerCells = header.map((text, i) => (i === 0 ? '<c r="B3" t="s"><v>0</v></c>' : i === 1 ? '<c t="s"><v>1</v></c>' : `<c t="inlineStr"><is><t>${text}</t></is></c>`));
    const sheet = [
      `<row r="1">${inline('A1', 'Partner list — <!-- a comment --> November')}</row>`,
      `<row r="3" spans="1:12">${headerCells.join('')}</row>`,
      // No r on the row, nor on most of its cells: row 4, each cell in the column after the one before.
      `<row><c r="B4" t="inlineStr"><is><r><t>R-</t></r><r><t>1</t></r></is></c><c t="s"><v>2</v></c>${inline('D4', 'دری')}<c t="s"><v>3</v></c><c><v>85.5</v></c></row>`,
      // Only blank cells: skipped.
      '<row r="6"><c r="B6" s="1"/><c r="C6"><v></v></c><c r="D6" t="s"/><c r="E6" t="inlineStr"><is><t>   </t></is></c></row>',
      '<row r="7"></row>',
      // A formula's text result, a boolean, an error, a date cell, a CDATA section, a number in exponent form.
      '<row r="8"><c r="B8" t="str"><f>A1&amp;"x"</f><v>R-&amp;2</v></c><c r="C8" t="inlineStr"><is><t><![CDATA[A < B & C]]></t></is></c>' +
        '<c r="D8" t="b"><v>1</v></c><c r="E8"><v>1.5E3</v></c><c r="F8" t="str"><v>eur</v></c><c r="G8" t="e"><v>#N/A</v></c>' +
        '<c r="H8" t="d"><v>2026-11-23</v></c><c r="I8" t="d"><v>2026-11-23T12:00:00</v></c><c r="J8" t="b"><v>0</v></c></row>',
      `<x:row r="9" xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:c r="B9" t="inlineStr"><x:is><x:t>R-3</x:t></x:is></x:c><x:c r="E9"><x:v>7</x:v></x:c></x:row>`,
    ].join('');
    const bytes = handWritten(sheet, strings);
    const rows = await streamed(bytes);
    expect(rows).toEqual(bySheetJs(bytes));
    expect(rows.map((r) => r.row)).toEqual([4, 8, 9]);
    expect(rows[0]!.cells).toEqual({ hawalaNo: { text: 'R-1' }, senderName: { text: 'ګل‌محمد & Sons <Kabul> اا "q" line\rbreak' }, receiverName: { text: 'دری' }, amount: { text: '12,500' }, currency: { text: '85.5', number: true } });
    expect(rows[1]!.cells).toEqual({
      hawalaNo: { text: 'R-&2' },
      senderName: { text: 'A < B & C' },
      receiverName: { text: 'TRUE' },
      amount: { text: '1500', number: true },
      currency: { text: 'eur' },
      rAmount: { formulaError: true },
      receiverLocation: { text: '46349', number: true },
      rate: { text: '46349.5', number: true },
      intoUSD: { text: 'FALSE' },
    });
  });

  it('reads dates of a 1904 workbook as SheetJS does', async () => {
    const sheet = `<row r="1">${header.map((text, i) => inline(`${String.fromCharCode(65 + i)}1`, text)).join('')}</row><row r="2">${inline('A2', 'D-1')}<c r="D2" t="d"><v>2026-11-23</v></c><c r="H2" t="d"><v>1900-01-01</v></c></row>`;
    const bytes = handWritten(sheet, [], '<workbookPr date1904="1"/>');
    expect(await streamed(bytes)).toEqual(bySheetJs(bytes));
  });

  it('refuses as SheetJS does: no header in the first 20 rows, an empty sheet, more rows than the limit', async () => {
    const late = handWritten(`<row r="21">${header.map((text, i) => inline(`${String.fromCharCode(65 + i)}21`, text)).join('')}</row>`);
    const blank = handWritten('');
    const overLimit = sheetOf([['L-1', 'A', 'B', 1], [], ['L-3', 'A', 'B', 3], ['L-4', 'A', 'B', 4]]);
    const atLimit = sheetOf([['L-1', 'A', 'B', 1], [], ['L-3', 'A', 'B', 3]]);
    for (const bytes of [late, blank]) {
      expect(await outcome(() => streamed(bytes))).toEqual({ refused: hawalaImportMessages.noHeader });
      expect(await outcome(() => bySheetJs(bytes))).toEqual({ refused: hawalaImportMessages.noHeader });
    }
    expect(await outcome(() => streamed(overLimit, 3))).toEqual({ refused: hawalaImportMessages.tooManyRows(3) });
    expect(await outcome(() => bySheetJs(overLimit, 3))).toEqual({ refused: hawalaImportMessages.tooManyRows(3) });
    expect(await streamed(atLimit, 3)).toEqual(bySheetJs(atLimit, 3));
  });

  it('stops at the first row past the limit instead of reading the rest of the sheet', async () => {
    const big = sheetOf(Array.from({ length: 5000 }, (_, i) => [`B-${i}`, 'A', 'B', i]));
    let seen = 0;
    await expect(readXlsxRows(big, { ...limits, maxRows: 10 }, () => seen++)).rejects.toMatchObject({ statusCode: 422 });
    expect(seen).toBe(10);
  });

  it('counts the bytes it inflates: a directory that understates them is stopped at the limit (413)', async () => {
    const liar = Buffer.from(fixture('zip-bomb.xlsx'));
    for (let at = liar.indexOf('PK\x01\x02'); at >= 0; at = liar.indexOf('PK\x01\x02', at + 4)) liar.writeUInt32LE(1024, at + 24);
    await expect(readXlsxRows(liar, { maxRows: 10, maxUnzippedBytes: 1024 * 1024 }, () => undefined)).rejects.toMatchObject({
      statusCode: 413,
      message: hawalaImportMessages.unzippedTooLarge(1024 * 1024),
    });
  });
});
