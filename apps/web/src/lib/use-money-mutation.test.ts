import { describe, expect, it } from 'vitest';
import { idempotencyIntent } from './use-money-mutation';

describe('idempotencyIntent', () => {
  it('sends the same inputs again under the same key, so a retry posts nothing new', () => {
    const intent = idempotencyIntent();
    const key = intent.keyFor({ id: 7, body: { amount: '100.00' } });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(intent.keyFor({ id: 7, body: { amount: '100.00' } })).toBe(key);
  });

  it('takes a new key when the inputs change: another amount, another hawala', () => {
    const intent = idempotencyIntent();
    const first = intent.keyFor({ id: 7, body: { amount: '100.00' } });
    const edited = intent.keyFor({ id: 7, body: { amount: '150.00' } });
    expect(edited).not.toBe(first);
    expect(intent.keyFor(8)).not.toBe(edited);
  });

  it('takes a new key after a success, even for the same inputs: the cleared form is a new document', () => {
    const intent = idempotencyIntent();
    const first = intent.keyFor('reason');
    intent.succeeded();
    expect(intent.keyFor('reason')).not.toBe(first);
  });
});
