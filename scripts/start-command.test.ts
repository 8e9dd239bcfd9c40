import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from './start-command';

describe('the start command', () => {
  it('runs the server bundle with a heap limit, which the benchmarks and end-to-end tests reuse', () => {
    const args = serverNodeArgs(join(import.meta.dirname, '..'));
    expect(args.at(-1)).toBe('dist/server/index.js');
    expect(args).not.toContain('scripts/start.mjs');
    // V8 grows the heap to several times the live data under load unless told a limit (see README).
    expect(args).toContain('--max-old-space-size=128');
    // And the young generation to 8 MB a half instead of 16: about 20 MB less resident (bench/README.md).
    expect(args).toContain('--max-semi-space-size=8');
  });
});

describe('npm start (scripts/start.mjs)', () => {
  /** A project with the two start scripts, a stand-in server and a build that counts itself. */
  function project(buildSucceeds: boolean) {
    const root = mkdtempSync(join(tmpdir(), 'bf-start-'));
    mkdirSync(join(root, 'scripts'));
    for (const f of ['start.mjs', 'build-if-stale.mjs'])
      copyFileSync(join(import.meta.dirname, f), join(root, 'scripts', f));
    writeFileSync(join(root, 'package.json'), '{}');
    // The stand-in build writes a server that says which process it runs in and under what heap limit.
    const server = [
      "import { getHeapStatistics } from 'node:v8';",
      "console.log('server', process.pid, Math.round(getHeapStatistics().heap_size_limit / 2 ** 20));",
    ].join('\n');
    writeFileSync(
      join(root, 'fake-build.mjs'),
      [
        "import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';",
        "mkdirSync('dist/server', { recursive: true });",
        "mkdirSync('dist/client', { recursive: true });",
        `writeFileSync('dist/server/index.js', ${JSON.stringify(server)});`,
        "writeFileSync('dist/client/index.html', '');",
        "appendFileSync('builds', 'x');",
      ].join('\n'),
    );
    const build = buildSucceeds
      ? 'node fake-build.mjs && node scripts/build-if-stale.mjs --stamp'
      : 'node -e "process.exit(3)"';
    const start = () =>
      spawnSync(process.execPath, ['--max-old-space-size=128', 'scripts/start.mjs'], {
        cwd: root,
        env: { ...process.env, BUILD_COMMAND: build },
        encoding: 'utf8',
      });
    return { root, start };
  }

  it('builds when needed, then runs the server in its own process with the start options', () => {
    const { root, start } = project(true);
    try {
      const first = start();
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/Building/);
      const again = start();
      expect(again.stdout).toMatch(/The build is up to date\./);
      const [, pid, heapMb] = /server (\d+) (\d+)/.exec(again.stdout) ?? [];
      expect(Number(pid)).toBe(again.pid);
      // The old generation's 128 MB and the young generation's share.
      expect(Number(heapMb)).toBeLessThan(200);
      expect(readFileSync(join(root, 'builds'), 'utf8')).toBe('x');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not start the server when the build fails', () => {
    const { root, start } = project(false);
    try {
      const run = start();
      expect(run.status).toBe(3);
      expect(run.stdout).not.toMatch(/server \d+/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
