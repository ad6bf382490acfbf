import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself round a circle, type-only imports included (docs/architecture.md, Layers): a circle makes the
 * order modules load in decide what a module sees, and `npx madge --circular` is how a reviewer checks.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const trees = ['packages/core/src', 'apps/server/src', 'apps/web/src'];
const specifier = /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The file a specifier names, or undefined for a package outside the repository. */
function resolve(from: string, spec: string): string | undefined {
  const base = spec === '@sarafi/core' ? path.join(root, 'packages/core/src/index') : spec.startsWith('@sarafi/core/') ? path.join(root, 'packages/core/src', spec.slice('@sarafi/core/'.length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  const stem = base.replace(/\.(?:js|ts|tsx|mjs)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, path.join(stem, 'index.ts'), path.join(stem, 'index.tsx')].find((file) => existsSync(file));
}

/** The import circles of a graph: its strongly connected components of two or more files, or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('finds a circle, a self-import and none in a tree', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('there are none in core, the server or the web app', () => {
    const graph = new Map<string, string[]>();
    for (const file of trees.flatMap((tree) => filesUnder(path.join(root, tree)))) {
      const source = readFileSync(file, 'utf8');
      const targets = [...source.matchAll(specifier)].map((m) => resolve(file, m[1] ?? m[2] ?? m[3]!)).filter((t): t is string => t !== undefined);
      graph.set(file, [...new Set(targets)]);
    }
    expect(graph.size).toBeGreaterThan(1000);
    const found = circles(graph).map((component) => component.map((file) => path.relative(root, file)).join(' ↔ '));
    expect(found).toEqual([]);
  });
});
