import { expect } from 'vitest';
import { type Generator, type GeneratorOutput, parseInput, validateOutput } from '../generator';

type Leaf = (s: string) => string;

function mapStrings(value: unknown, f: Leaf, keep: ReadonlySet<string>, key = ''): unknown {
  if (typeof value === 'string') return keep.has(key) ? value : f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f, keep, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f, keep, k)]));
  }
  return value;
}

/** Cuts every text the schema calls too long down to its maximum, so "very long" means "as long as allowed". */
function fitToLimits(generator: Generator, input: unknown): unknown {
  let current = structuredClone(input) as Record<string, unknown>;
  for (let round = 0; round < 20; round++) {
    const parsed = generator.input.safeParse(current);
    if (parsed.success) return current;
    const issue = parsed.error.issues.find((i) => i.code === 'too_big' && i.origin === 'string');
    if (!issue || issue.code !== 'too_big') return current;
    let node: unknown = current;
    for (const p of issue.path.slice(0, -1)) node = (node as Record<PropertyKey, unknown>)[p];
    const last = issue.path[issue.path.length - 1] as PropertyKey;
    const text = (node as Record<PropertyKey, string>)[last] ?? '';
    (node as Record<PropertyKey, string>)[last] = text.slice(0, Number(issue.maximum)).trimEnd();
    current = { ...current };
  }
  return current;
}

const LONG_FILLER =
  ' and honestly there is a lot more to say about this, because every detail matters when you are trying to explain it properly to someone new';

const VARIANTS: Record<string, Leaf> = {
  'one-word answers': (s) => s.split(/\s+/)[0] ?? s,
  'very long answers': (s) => (s + LONG_FILLER.repeat(60)).slice(0, 6000),
  'emoji and odd punctuation': (s) => `🚀✨ ${s}!!! (really?) 💯\n\n  — 👩🏽‍💻`,
  'line breaks and spacing': (s) => `  ${s.replace(/ /g, '   ')}\n\n\n  ok  `,
  'non-Latin text': (s) => `${s} · 日本語のテキスト · Ελληνικά · ñandú`,
  shouting: (s) => `${s.toUpperCase()}!!!`,
  'emoji only': () => '🔥🙌🔥',
};

/** The given inputs plus odd versions of each; `keep` names fields (enums, ids) to leave untouched. */
export function composerCases(
  generator: Generator,
  bases: Record<string, unknown>,
  keep: readonly string[] = [],
): [string, unknown][] {
  const keepSet = new Set(keep);
  const cases: [string, unknown][] = [];
  for (const [name, base] of Object.entries(bases)) {
    cases.push([name, base]);
    for (const [variant, f] of Object.entries(VARIANTS)) {
      cases.push([`${name}, ${variant}`, fitToLimits(generator, mapStrings(base, f, keepSet))]);
    }
  }
  return cases;
}

/**
 * Composes offline and checks what every composer promises: valid against the schema and the
 * input-dependent limits, the same result twice, and no template residue.
 */
export function expectComposes<G extends Generator>(generator: G, raw: unknown): GeneratorOutput<G> {
  const input = parseInput(generator, raw);
  const output = generator.compose(input) as GeneratorOutput<G>;
  const verdict = validateOutput(generator, output, input);
  expect(verdict.ok ? [] : verdict.problems).toEqual([]);
  expect(generator.compose(parseInput(generator, structuredClone(raw)))).toEqual(output);
  const text = JSON.stringify(output);
  expect(text).not.toMatch(/\{[a-zA-Z]+\}|undefined|NaN|\[object Object\]/);
  return output;
}
