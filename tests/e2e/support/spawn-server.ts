import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverNodeArgs } from '../../../scripts/start-command';

const root = join(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
  });

async function waitReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready within 60 s');
}

/** Settings the developer's shell may carry that would change what a test server does. */
const UNSET = [
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_EMAILS',
  'AI_PROVIDER',
  'AI_MODEL',
  'AI_API_KEY',
  'AI_BASE_URL',
  'AI_STREAM',
  'AI_TIMEOUT_MS',
  'CONTENT_BATCH_CONCURRENCY',
];

export interface E2eServer {
  baseURL: string;
  port: number;
  /** The server's output; mails are printed there. */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node dist/server/index.js`) on a free port with a fresh embedded database
 * under `dir`, and waits until it is ready. `env` is laid over the cleaned environment.
 */
export async function startE2eServer(dir: string, env: NodeJS.ProcessEnv): Promise<E2eServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const unset of UNSET) delete base[unset];
  const server = spawn(process.execPath, serverNodeArgs(root), {
    cwd: root,
    env: { ...base, PORT: String(port), APP_URL: baseURL, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    log.end();
  };
  try {
    await waitReady(baseURL, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, port, logFile, stop };
}
