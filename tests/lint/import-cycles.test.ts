import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * ESLint's import-x/no-cycle skips `import type`, so a cycle made only of types passes lint. Such a
 * cycle still ties modules together (neither can move or split without the other), so this test walks
 * every static import and re-export, types included, and fails on any cycle under the roots below.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['src/server', 'src/shared'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // A test is never imported, so it can close no cycle.
    const isSource = EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, or undefined for a package or a file outside the walk. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((c) => known.has(c));
}

/** Specifiers of a module's top-level imports and re-exports; `import()` loads lazily and closes no cycle. */
function specifiersOf(text: string): string[] {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((s) => {
    const spec = (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier;
    return spec && ts.isStringLiteral(spec) ? [spec.text] : [];
  });
}

/** Strongly connected components with more than one module (Tarjan), plus modules that import themselves. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      specifiersOf(fs.readFileSync(file, 'utf8')).flatMap((spec) => resolve(file, spec, known) ?? []),
    ]),
  );
}

const relative = (component: string[]) => component.map((f) => path.relative(repoRoot, f));

describe('import cycles', () => {
  it('sees type-only imports and re-exports, and not lazy imports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "export type { C } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', './b', './c', './d']);
  });

  it('reports every module of a cycle once, and a module that imports itself', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts', 'd.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });

  it(`has none under ${ROOTS.join(' and ')}, type imports included`, () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph).map(relative)).toEqual([]);
  });
});
