/**
 * The canonical JSON a journal row is hashed over (docs/decisions.md, Journal): object keys sorted at every depth, no
 * whitespace, times as ISO strings; amounts are already decimal strings in the payload. The same value gives the same
 * text whatever order its keys were written or read back in (jsonb keeps its own order).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`a journal value is not a finite number: ${value}`);
  return JSON.stringify(value);
}
