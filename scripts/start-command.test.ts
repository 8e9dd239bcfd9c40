import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from './start-command';

describe('the start command', () => {
  it('runs the server bundle with a heap limit, which the benchmarks and end-to-end tests reuse', () => {
    const args = serverNodeArgs(join(import.meta.dirname, '..'));
    expect(args.at(-1)).toBe('dist/server/index.js');
    // V8 grows the heap to several times the live data under load unless told a limit (see README).
    expect(args).toContain('--max-old-space-size=128');
  });
});
