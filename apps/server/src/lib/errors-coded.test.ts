import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A refusal leaves with a catalogue code, so a Dari or Pashto clerk reads it in their language: its English words
 * come from core's message objects, never a literal at the throw (docs/architecture.md on error codes). The compiler
 * already demands a code; this catches English written inline next to one.
 */
const literalMessage = [
  /\b(?:badRequest|conflict|notFound)\(\s*['"`]/g,
  /\bnew AppError\(\s*[^,()]+,\s*['"`]/g,
  /\.send\(\{\s*(?:[\w]+:[^{}]*?,\s*)?message:\s*['"`]/g,
];

/** Every `file:line` of a literal message in the given source. */
function literalMessages(source: string, file: string): string[] {
  return literalMessage.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => `${file}:${source.slice(0, match.index).split('\n').length}: ${match[0].trim()}`),
  );
}

const serverSource = path.resolve(import.meta.dirname, '..');
const sourceFiles = (readdirSync(serverSource, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .filter((file) => !file.split(path.sep).includes('test'));

describe('server refusals', () => {
  it('finds a literal message, however the call is laid out', () => {
    const source = "const a = 1;\nthrow badRequest('Currency not found');\nthrow new AppError(\n  409,\n  `Taken ${id}`,\n);\nreply.code(403).send({ message: 'No' });";
    expect(literalMessages(source, 'x.ts')).toEqual([
      "x.ts:2: badRequest('",
      expect.stringMatching(/^x\.ts:3: new AppError\(\s+409,\s+`$/),
      "x.ts:7: .send({ message: '",
    ]);
    expect(literalMessages("throw notFound(currencyMessages.notFound, 'currency.notFound');", 'y.ts')).toEqual([]);
  });

  it('carry a catalogue message, never English written at the throw', () => {
    expect(sourceFiles.length).toBeGreaterThan(50);
    const found = sourceFiles.flatMap((file) => literalMessages(readFileSync(path.join(serverSource, file), 'utf8'), `apps/server/src/${file}`));
    expect(found, `literal messages; move each into a core ...Messages object and throw it with its code:\n${found.join('\n')}`).toEqual([]);
  });
});
