import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'build-if-stale.mjs');
let root: string;

/** A stand-in for `npm run build`: writes the outputs, counts itself, then stamps like postbuild. */
const fakeBuild = [
  `node -e "const fs=require('fs');fs.mkdirSync('dist/server',{recursive:true});fs.mkdirSync('dist/client',{recursive:true});`,
  `fs.writeFileSync('dist/server/index.js','');fs.writeFileSync('dist/client/index.html','');fs.appendFileSync('builds','x')"`,
  ` && node ${JSON.stringify(script)} --stamp`,
].join('');

function start(buildCommand = fakeBuild) {
  const run = spawnSync(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, BUILD_COMMAND: buildCommand },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout + run.stderr };
}
const builds = () => (existsSync(join(root, 'builds')) ? readFileSync(join(root, 'builds'), 'utf8').length : 0);
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bf-stale-'));
  write('src/server/index.ts', 'export {};');
  write('src/server/index.test.ts', 'test');
  write('index.html', '<!doctype html>');
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('README.md', '# readme');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when stale', { timeout: 120_000 }, () => {
  it('builds the first time, then starts without building while nothing changed', () => {
    expect(start().status).toBe(0);
    expect(builds()).toBe(1);
    const again = start();
    expect(again.status).toBe(0);
    expect(again.out).toContain('The build is up to date.');
    expect(builds()).toBe(1);
  });

  it('builds again after a source, the HTML shell or the lockfile changes', () => {
    start();
    for (const [file, text] of [
      ['src/server/index.ts', 'export const changed = 1;'],
      ['src/client/new-file.tsx', 'export {};'],
      ['index.html', '<!doctype html><title>new</title>'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const before = builds();
      write(file, text);
      start();
      expect(builds(), file).toBe(before + 1);
    }
  });

  it('does not build for a change to tests or docs', () => {
    start();
    write('src/server/index.test.ts', 'another test');
    write('README.md', '# changed');
    start();
    expect(builds()).toBe(1);
  });

  it('builds when the output is gone even though the stamp matches', () => {
    start();
    rmSync(join(root, 'dist/server/index.js'));
    start();
    expect(builds()).toBe(2);
  });

  it('fails, and stamps nothing, when the build fails', () => {
    const failed = start('node -e "process.exit(3)"');
    expect(failed.status).toBe(3);
    expect(existsSync(join(root, 'dist/.build-stamp'))).toBe(false);
    start();
    expect(builds()).toBe(1);
  });
});
