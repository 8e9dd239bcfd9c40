/**
 * Start-up benchmark: time from process spawn to the first 200 from /readyz, with an empty PGlite data
 * dir (first run: initdb + migrations) and with an existing one, and resident memory once ready.
 * Usage: npm run bench [-- --runs 5]   (builds the server first if dist/ is missing)
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist/server/index.js'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function startOnce(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 500));
    return { ms, rss: rssMb(proc.pid ?? 0) };
  } finally {
    const exited = new Promise((r) => proc.on('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const empty: { ms: number; rss: number }[] = [];
const existing: { ms: number; rss: number }[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'bf-bench-'));
  try {
    empty.push(await startOnce(dir));
    existing.push(await startOnce(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`runs: ${runs} each (median)`);
console.log('| data dir | start to /readyz | RSS after start |');
console.log('| --- | --- | --- |');
for (const [name, xs] of [
  ['empty (first start)', empty],
  ['existing', existing],
] as const) {
  console.log(
    `| ${name} | ${median(xs.map((x) => x.ms)).toFixed(0)} ms | ${median(xs.map((x) => x.rss)).toFixed(0)} MB |`,
  );
}
