import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Running {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

async function waitReady(port: number, running: Running) {
  for (let i = 0; i < 200; i++) {
    if (running.proc.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready: ${running.output()}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bf-life-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('starts, keeps data across a SIGTERM restart, and refuses a second process on the same data dir', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = start(env);
    await waitReady(port, first);
    expect(first.output()).toContain(`Brandforge is running at http://localhost:${port}`);
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);

    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ name: 'Persist', email: 'persist@example.com', password: 'long-enough-1' }),
    });
    expect(signUp.status).toBe(200);
    await expect.poll(() => first.output()).toContain('MAIL to persist@example.com');

    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Brandforge process/);

    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    const again = start(env);
    await waitReady(port, again);
    // The account made before the restart is still there: signing in is refused only for the
    // unconfirmed email (403), not as an unknown account (401).
    const kept = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'persist@example.com', password: 'long-enough-1' }),
    });
    expect(kept.status).toBe(403);
    again.proc.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('stops at start-up with one line naming a bad variable', async () => {
    const bad = start({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toMatch(/^Invalid PORT: .*\(got "not-a-port"\)$/);
  });
});
