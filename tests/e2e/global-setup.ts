import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OWNER_EMAILS } from './support/admin';
import { serverNodeArgs } from '../../scripts/start-command';

const root = join(import.meta.dirname, '../..');

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

/**
 * Builds the app, starts `node dist/server/index.js` on a free port with a fresh embedded database, and
 * hands its address and log file (mails are printed there) to the tests through the environment.
 */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'brandforge-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'info',
  };
  for (const unset of ['DATABASE_URL', 'SMTP_URL', 'AI_PROVIDER', 'ADMIN_EMAILS']) delete env[unset];
  // Known owner accounts (one per worker slot) become super_admin on confirming; admin tests hand out roles from them.
  env.ADMIN_EMAILS = E2E_OWNER_EMAILS.join(',');
  const server = spawn(process.execPath, serverNodeArgs(root), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitReady(baseURL, server);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_PORT = String(port);
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };
}
