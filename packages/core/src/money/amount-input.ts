/**
 * What an amount box keeps while the user types (SPEC §5): digits and one decimal point; commas and anything
 * else are dropped, so '1,2a34.5.6' becomes '1234.56'.
 */
export function cleanAmountInput(text: string): string {
  let seenPoint = false;
  let kept = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') kept += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      kept += ch;
    }
  }
  return kept;
}

/** The same text with thousands separators, shown on blur; the decimals stay as typed. */
export function groupAmountInput(text: string): string {
  const clean = cleanAmountInput(text);
  if (!clean) return '';
  const [whole = '', fraction] = clean.split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The decimal string an amount box stands for; empty means 0 (SPEC §5 Transfer). */
export function amountInputValue(text: string): string {
  const clean = cleanAmountInput(text);
  if (!clean || clean === '.') return '0';
  return clean.startsWith('.') ? `0${clean}` : clean.endsWith('.') ? clean.slice(0, -1) : clean;
}
