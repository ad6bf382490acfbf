/**
 * The narratives and remarks the server itself writes, in English, into SPEC's stored fields (a hawala's payout, a
 * sent hawala and its refund, a commission run, a day close's over/short, an imported hawala's remark). The stored
 * text stays as it is on the wire; a screen recognises it here and shows it in the reader's words from the values it
 * carries (docs/decisions.md, Web and i18n). Text a person typed matches none of these and is shown as typed.
 */
export const stockNarrativeKeys = [
  'hawalaSent',
  'hawalaSentFor',
  'hawalaSentPaidBy',
  'hawalaSentPaid',
  'hawalaSentRefund',
  'hawalaPayoutTo',
  'hawalaPayoutToUnnamed',
  'hawalaPayoutFrom',
  'hawalaPayoutFromUnnamed',
  'commissionRunFrom',
  'commissionRun',
  'commissionRunReversal',
  'commissionBack',
  'dayCloseOver',
  'dayCloseShort',
  'dayReopened',
  'hawalaImported',
] as const;
export type StockNarrativeKey = (typeof stockNarrativeKeys)[number];

/** A value of a stock narrative: free text (names, numbers, a reason), an ISO date, or a count. */
export type StockNarrativeValue = { kind: 'text'; text: string } | { kind: 'date'; iso: string } | { kind: 'count'; count: number };

export interface StockNarrative {
  key: StockNarrativeKey;
  values: Record<string, StockNarrativeValue>;
}

const date = String.raw`(\d{4}-\d{2}-\d{2})`;
const hawalas = String.raw`(\d+) hawalas? paid ${date} – ${date}`;

/**
 * Each template as the server writes it (modules/hawala, modules/commission, modules/books, modules/hawala-import), the
 * names of its captured values in order, and which of them are dates or counts. The more specific comes first: 'Hawala
 * N from S to R via P' before 'Hawala N from S'.
 */
const templates: [StockNarrativeKey, RegExp, string[]][] = [
  ['hawalaSent', /^Hawala (\S+) from (.+) to (.+) via (.+)$/s, ['hawala', 'sender', 'receiver', 'partner']],
  ['hawalaSentFor', /^Hawala (\S+) for (.+), sent by (.+)$/s, ['hawala', 'receiver', 'sender']],
  ['hawalaSentRefund', /^Hawala (\S+) cancelled, refund to (.+?): (.*)$/s, ['hawala', 'sender', 'reason']],
  ['hawalaSentPaidBy', /^Hawala (\S+) paid to (.+) by (.+)$/s, ['hawala', 'receiver', 'partner']],
  ['hawalaSentPaid', /^Hawala (\S+) paid to (.+)$/s, ['hawala', 'receiver']],
  ['hawalaPayoutToUnnamed', /^Hawala (\S+) to N\/A$/, ['hawala']],
  ['hawalaPayoutTo', /^Hawala (\S+) to (.+)$/s, ['hawala', 'receiver']],
  ['hawalaPayoutFromUnnamed', /^Hawala (\S+) from Unknown$/, ['hawala']],
  ['hawalaPayoutFrom', /^Hawala (\S+) from (.+)$/s, ['hawala', 'sender']],
  ['commissionRunFrom', new RegExp(String.raw`^Commission run (\d+) from (.+) \(([^()]+)\): ${hawalas}$`, 's'), ['run', 'partner', 'code', 'count', 'from', 'to']],
  ['commissionRun', new RegExp(String.raw`^Commission run (\d+): ${hawalas}$`), ['run', 'count', 'from', 'to']],
  ['commissionRunReversal', /^Reversal of commission run (\d+) \(transaction (\d+)\): (.*)$/s, ['run', 'transaction', 'reason']],
  ['commissionBack', /^Commission of hawala (\S+) back \(run (\d+), transaction (\d+)\): hawala cancelled$/, ['hawala', 'run', 'transaction']],
  ['dayCloseOver', new RegExp(String.raw`^Day close ${date}: cash over$`), ['date']],
  ['dayCloseShort', new RegExp(String.raw`^Day close ${date}: cash short$`), ['date']],
  ['dayReopened', new RegExp(String.raw`^Day ${date} reopened: (.*)$`, 's'), ['date', 'reason']],
  ['hawalaImported', /^Imported from Excel file$/, []],
];

const dateValues = new Set(['date', 'from', 'to']);

/** The stock narrative a stored text is, with its values; null for text a person typed (or one cut short at 255). */
export function stockNarrative(text: string | null | undefined): StockNarrative | null {
  if (!text) return null;
  for (const [key, pattern, names] of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: Record<string, StockNarrativeValue> = {};
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      values[name] = name === 'count' ? { kind: 'count', count: Number(value) } : dateValues.has(name) ? { kind: 'date', iso: value } : { kind: 'text', text: value };
    });
    return { key, values };
  }
  return null;
}
