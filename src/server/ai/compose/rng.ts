/** JSON with sorted keys, so two equal inputs always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bits: a stable seed from any input. */
function hashOf(value: unknown): number {
  const text = typeof value === 'string' ? value : canonical(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** `n` distinct items in a seeded order (all of them when n >= length). */
  sample<T>(items: readonly T[], n: number): T[];
  /** An independent stream, so one section's choices do not shift another's. */
  fork(label: string | number): Rng;
}

/**
 * The composers' only source of variety: mulberry32 seeded from the input, so the same answers
 * always compose the same result (never Math.random or the clock).
 */
export function seeded(input: unknown): Rng {
  const seed = hashOf(input);
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, n);
    },
    fork: (label) => seeded(`${seed}:${label}`),
  };
}
