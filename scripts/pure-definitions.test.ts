import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { type Plugin, build } from 'vite';
import { describe, expect, it } from 'vitest';
import { markDefinitionsPure, pureSharedDefinitions } from './pure-definitions';

const PURE = '/* @__PURE__ */';

describe('markDefinitionsPure', () => {
  it('builds each top-level constant that calls or reads a property through a pure call', () => {
    const out = markDefinitionsPure(
      [
        'export const ZA = z.object({ a: z.string().max(LIMITS.a) });',
        "const ZB = ZA.extend({ b: helper('—', 3) });",
        'export const LIST = Object.values(LABELS);',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        `export const ZA = ${PURE} (() => (z.object({ a: z.string().max(LIMITS.a) })))();`,
        `const ZB = ${PURE} (() => (ZA.extend({ b: helper('—', 3) })))();`,
        `export const LIST = ${PURE} (() => (Object.values(LABELS)))();`,
      ].join('\n'),
    );
  });

  it('leaves plain values, functions, statements of their own and awaited values alone', () => {
    const code = [
      "export const LABELS = { a: 'A', list: ['x', `y`] };",
      'export const MAX = 10, NAME = LABEL;',
      'export const zText = (label, max) => z.string().max(max, { error: label });',
      'export function pick(v) { return v.a; }',
      'register(LABELS);',
      'const loaded = await load();',
      'let later;',
    ].join('\n');
    expect(markDefinitionsPure(code)).toBe(code);
  });

  it('keeps the value: a wrapped constant evaluates to what it did before', () => {
    const code = "const LABELS = { a: 'Á' }; const X = [LABELS.a, 'b'].map((s) => s.toUpperCase()).join('-');";
    const run = (source: string): unknown => runInNewContext(`${source}; X`);
    expect(markDefinitionsPure(code)).toContain(PURE);
    expect(run(markDefinitionsPure(code))).toBe(run(code));
  });
});

/*
 * The shared modules as the client build sees them: a page that imports a feature's labels, limits
 * or helpers must not ship zod. Every shared module that builds zod schemas is bundled from an entry
 * that uses all of its exports but the schemas (Z..., ..._SCHEMAS) and schema builders (z...).
 */
const sharedDir = join(import.meta.dirname, '..', 'src', 'shared');
const zodModules = readdirSync(sharedDir)
  .filter((f) => /^[\w-]+\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .filter((f) => /from 'zod'/.test(readFileSync(join(sharedDir, f), 'utf8')));

function plainExports(file: string): string[] {
  const source = readFileSync(join(sharedDir, file), 'utf8');
  const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!);
  return names.filter((name) => !/^[Zz][A-Z]|SCHEMAS/.test(name));
}

/** The bundled entry: one module, with every zod part it needs inlined. */
async function bundle(file: string, names: string[], plugins: Plugin[]): Promise<string> {
  const entry = '\0entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `import { ${names.join(', ')} } from ${JSON.stringify(join(sharedDir, file))};\nconsole.log(${names.join(', ')});`
            : null,
      },
      ...plugins,
    ],
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .map((c) => ('code' in c ? c.code : ''))
    .join('\n');
}

const shipsZod = (code: string) => /\$constructor\(|ZodType/.test(code);

describe('shared modules in the client build', () => {
  it('finds the modules that build schemas', () => {
    expect(zodModules).toEqual(expect.arrayContaining(['mission.ts', 'admin.ts', 'learning.ts', 'ai.ts']));
  });

  it('without the plugin, a page that imports only labels ships zod', async () => {
    expect(shipsZod(await bundle('mission.ts', ['MISSION_SECTION_LABELS'], []))).toBe(true);
  });

  for (const file of zodModules) {
    const names = plainExports(file);
    if (names.length === 0) continue;
    it(`${file}: its labels, limits and helpers come without zod`, async () => {
      expect(shipsZod(await bundle(file, names, [pureSharedDefinitions()]))).toBe(false);
    });
  }
});
