/**
 * One key per form instance (docs/architecture.md, Ledger). crypto.randomUUID exists only in secure contexts, and a
 * shop may well open the app over plain http on its own network, so the key is built from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
