import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the repository's own docs, the architecture page and the decisions, never documents a reader of the
 * repository cannot open: the briefs the product was built from, by section sign, or tracker numbers. OpenAPI
 * descriptions (zod `.describe(...)`) and test titles (`describe`, `it`, `test`, with `.each` and the like) are held to
 * the same rule: a title is what a reader of a failing run sees first.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const trees = ['apps', 'packages', 'e2e', 'scripts'];
const skipped = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);
const sourceFile = /\.(ts|tsx|js|mjs|cjs|css)$/;
const outsideCitation = /\b(?:SPEC|DESIGN)\s*§|§\s*\d|\b[Ii]ssues?\s+\d/;
/** "docs/decisions.md, Hawala": a doc, a comma, a capitalised name ("… of docs/architecture.md, shared by …" is prose). */
const ownCitation = /docs\/(architecture|decisions)\.md, (?=["'‘“A-Z])([^)\n]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

interface Remark {
  line: number;
  text: string;
}

/** Code just before a string that makes it a remark: zod's `.describe(` or a test's title. */
// `])(`: the title of an `it.each([...])(` whose table spans lines, past the few characters of code kept.
const remarkCall = /(?:\.describe|\b(?:describe|it|test)(?:\.(?:each|for|skip|only|todo|concurrent|sequential|skipIf|runIf))*(?:\([^()]*\))*|\]\))\(\s*$/;

/**
 * The comments of a source file, the strings passed to `.describe(` and the test titles, with the line each starts on. Strings and
 * template literals are stepped over, so a `//` inside a URL string is no comment; CSS has block comments only.
 */
function remarksOf(source: string, css = false): Remark[] {
  const remarks: Remark[] = [];
  const templates: number[] = []; // open template literals: the depth of `${` braces inside each
  let line = 1;
  let code = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const two = source.slice(i, i + 2);
    if (c === '\n') line++;
    const inTemplateText = templates.length > 0 && templates[templates.length - 1] === 0;
    if (inTemplateText) {
      if (c === '\\') i++;
      else if (c === '`') templates.pop();
      else if (two === '${') {
        templates[templates.length - 1] = 1;
        i++;
      }
      continue;
    }
    if (two === '/*' || (!css && two === '//')) {
      const end = two === '/*' ? source.indexOf('*/', i + 2) : source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      remarks.push({ line, text: source.slice(i + 2, stop) });
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop + (two === '/*' ? 1 : -1);
      continue;
    }
    if (!css && (c === "'" || c === '"')) {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      if (remarkCall.test(code)) remarks.push({ line, text: source.slice(i + 1, j) });
      code += 'S';
      i = j;
      continue;
    }
    if (!css && c === '`') {
      if (remarkCall.test(code)) remarks.push({ line, text: source.slice(i + 1, source.indexOf('`', i + 1)) });
      templates.push(0);
      continue;
    }
    if (templates.length > 0 && c === '{') templates[templates.length - 1]!++;
    if (templates.length > 0 && c === '}') templates[templates.length - 1]!--;
    code = (code + c).slice(-40);
  }
  return remarks;
}

/** The headings and paragraph titles (`**Title.**`) of a doc, lower-cased: what a citation may name. */
function namesIn(doc: string): string[] {
  const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
  const headings = [...text.matchAll(/^#{1,4} (.+)$/gm)].map((m) => m[1]!);
  const titles = [...text.matchAll(/\*\*([^*\n]+?)\.?\*\*/g)].map((m) => m[1]!);
  return [...headings, ...titles].map((name) => name.toLowerCase());
}

const remarks = trees.flatMap((tree) =>
  sourceFiles(path.join(root, tree)).flatMap((file) =>
    remarksOf(readFileSync(file, 'utf8'), file.endsWith('.css')).map((remark) => ({ ...remark, at: `${path.relative(root, file)}:${remark.line}` })),
  ),
);

describe('comments cite the repository’s own docs', () => {
  it('finds the comments and describe strings it checks', () => {
    const sample = [
      "const a = 'x // y'; // one",
      "/* two\n three */ z.string().describe('four');",
      "describe('five', () => { it.each([1, 2])('six %s', () => {}); test(`seven`, () => {}); });",
      "describe.each(languages)('eight in %s', () => {}); expect(a).toBe('not a title');",
      "it.each([\n  [1, 2],\n])('nine %o', () => {});",
    ].join('\n');
    expect(remarksOf(sample).map((r) => [r.line, r.text.trim()])).toEqual([
      [1, 'one'],
      [2, 'two\n three'],
      [3, 'four'],
      [4, 'five'],
      [4, 'six %s'],
      [4, 'seven'],
      [5, 'eight in %s'],
      [8, 'nine %o'],
    ]);
    expect(remarks.length).toBeGreaterThan(1000);
  });

  it('no comment cites a section sign of an outside brief or a tracker number', () => {
    const offenders = remarks.filter((r) => outsideCitation.test(r.text)).map((r) => `${r.at}: ${r.text.trim().slice(0, 120)}`);
    expect(offenders).toEqual([]);
  });

  it('every "docs/….md, Name" citation names a heading or a paragraph title of that doc', () => {
    const names = { architecture: namesIn('architecture.md'), decisions: namesIn('decisions.md') };
    const resolves = (doc: keyof typeof names, label: string) => {
      const cited = label.replace(/^["'‘“]|["'’”]$/g, '').trim().toLowerCase();
      return names[doc].some((name) => cited === name || cited.startsWith(`${name} `) || name.startsWith(cited));
    };
    const unresolved = remarks.flatMap((r) =>
      [...r.text.matchAll(ownCitation)].flatMap((m) => {
        const doc = m[1] as keyof typeof names;
        // "(docs/architecture.md, Ledger; Validation)": in a closed parenthesis, each capitalised piece is a label too
        const closed = r.text[m.index - 1] === '(' && /\)/.test(r.text.slice(m.index));
        const pieces = m[2]!.split(/;\s*/);
        const labels = [pieces[0]!, ...(closed ? pieces.slice(1).filter((p) => /^[A-Z]/.test(p)) : [])];
        return labels
          .map((label) => label.split(/[,:.(]/)[0]!)
          .filter((label) => !resolves(doc, label))
          .map((label) => `${r.at}: docs/${doc}.md, ${label}`);
      }),
    );
    expect(unresolved).toEqual([]);
  });
});
