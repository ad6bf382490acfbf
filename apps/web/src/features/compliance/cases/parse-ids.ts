/** Numbers written with spaces or commas (Latin or Arabic) between them ('12, 15 19'); null when anything else is in the text. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,،]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}
