import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageCode } from '@sarafi/core';

/**
 * The shared schemas' refusals reach a clerk by their catalogue code, both from the server's 400 and from a form's
 * own check (docs/architecture.md, Errors and messages): a message written inline in a schema has no code, so a Dari or
 * Pashto clerk would read it in English. Every message a zod check, an `error:` or a `message:` names must be a
 * catalogue entry's words.
 */
const zodChecks = new Set(['min', 'max', 'length', 'regex', 'refine', 'int', 'positive', 'nonnegative', 'email', 'url', 'gte', 'lte', 'gt', 'lt', 'multipleOf', 'startsWith', 'endsWith', 'includes', 'string', 'number', 'boolean', 'enum', 'date', 'array', 'literal', 'union']);

/** Words: a string or template with a space in it, so an enum value or a key is not taken for a message. */
const isWords = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && /\s/.test(node.getText());

/** Every inline message of a source file, as `file:line: text`; a literal whose words are a catalogue entry's passes. */
function inlineMessages(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const text = ts.isTemplateExpression(node) ? undefined : (node as ts.StringLiteral).text;
    if (text !== undefined && messageCode(text)) return;
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
      // A check's message, or words handed to a helper that builds a schema (calendarDate('Date must be …', …)).
      if (!name || zodChecks.has(name)) node.arguments.filter(isWords).forEach(report);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'error' || node.name.text === 'message') && isWords(node.initializer)) report(node.initializer);
    // A message kept in a constant of its own ('rateTooLargeMessage') and handed to a schema from there.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Message$/.test(node.name.text) && node.initializer && isWords(node.initializer)) report(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const coreSource = path.resolve(import.meta.dirname, '../../../../packages/core/src');
const sourceFiles = (readdirSync(coreSource, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the shared schemas’ messages', () => {
  it('finds an inline message in a check, an error option, an issue or a template', () => {
    const source = [
      "const a = z.string().max(5, 'At most 5 characters');",
      'const b = z.enum([\'x\', \'y\'], { error: `Pick ${1} of them` });',
      "ctx.addIssue({ code: 'custom', message: 'Give either one' });",
      "const c = z.string().min(1, 'Account name is required');",
      "const d = calendarDate('Day must be YYYY-MM-DD', `${label} is not a date`);",
      "export const rateTooBigMessage = 'Rate is too big';",
    ].join('\n');
    expect(inlineMessages(source, 'x.ts')).toEqual([
      "x.ts:1: 'At most 5 characters'",
      'x.ts:2: `Pick ${1} of them`',
      "x.ts:3: 'Give either one'",
      "x.ts:5: 'Day must be YYYY-MM-DD'",
      'x.ts:5: `${label} is not a date`',
      "x.ts:6: 'Rate is too big'",
    ]);
  });

  it('are catalogue entries, never English written in the schema', () => {
    expect(sourceFiles.length).toBeGreaterThan(50);
    const found = sourceFiles.flatMap((file) => inlineMessages(readFileSync(path.join(coreSource, file), 'utf8'), `packages/core/src/${file}`));
    expect(found, `inline messages; put each in a ...Messages object of core and name it from there:\n${found.join('\n')}`).toEqual([]);
  });
});
