/**
 * What the benchmarks share: a free port, a process's resident memory, the machine line every figure
 * is reported with, and a built server started on its own data dir and port.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { serverNodeArgs } from '../../scripts/start-command';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Resident memory (VmRSS) of a process, in MB; NaN once it has gone. */
export const rssMb = (pid: number) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
};

/** Peak resident memory (VmHWM) of a process so far, in MB. */
export const peakRssMb = (pid: number) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The machine and how busy it is, printed next to every figure (a loaded machine skews them all). */
export const machineLine = () =>
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`;
export const loadLine = () =>
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

export const argValue = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};

/** Builds `root` when it has no server bundle yet. */
/** Builds the tree when its sources changed since its last build, so a figure is never of stale code. */
export function ensureBuilt(root: string) {
  const staleCheck = join(root, 'scripts/build-if-stale.mjs');
  if (existsSync(staleCheck)) execSync(`node ${JSON.stringify(staleCheck)}`, { cwd: root, stdio: 'inherit' });
  else if (!existsSync(join(root, 'dist/server/index.js'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

export interface RunningServer {
  proc: ChildProcess;
  pid: number;
  url: string;
  /** Everything the server printed so far (the mails of a server without SMTP land here). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node dist/server/index.js` in `root` (or `npm start`, with its build check, when `viaNpm`)
 * and resolves once /readyz answers 200.
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
  onPoll?: (pid: number) => void,
  { viaNpm = false }: { viaNpm?: boolean } = {},
): Promise<RunningServer & { readyMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [
        process.execPath,
        [
          // BENCH_PROF=<dir>: the server writes a CPU profile there when it stops (open it in DevTools).
          ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
          // As `npm start` runs it: its heap limit is part of what the memory figures measure.
          ...serverNodeArgs(root).slice(0, -1),
          // BENCH_NODE_ARGS="--max-old-space-size=4096": Node and V8 options to compare; the last of a
          // repeated option wins, so these override the start script's.
          ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
          ...serverNodeArgs(root).slice(-1),
        ],
      ];
  const proc = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env, PORT: String(port), APP_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
    // npm runs the server as its child: the group is what gets stopped.
    detached: viaNpm,
  });
  let out = '';
  proc.stdout.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const stop = async () => {
    if (proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.on('exit', r));
    if (viaNpm && proc.pid) process.kill(-proc.pid, 'SIGTERM');
    else proc.kill('SIGTERM');
    await exited;
  };
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${out}`);
      onPoll?.(proc.pid ?? 0);
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { proc, pid: proc.pid ?? 0, url, output: () => out, stop, readyMs: performance.now() - started };
}
