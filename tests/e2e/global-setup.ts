import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OWNER_EMAILS } from './support/admin';
import { startE2eServer } from './support/spawn-server';
import { startStreamingModel } from './support/stream-model';

const root = join(import.meta.dirname, '../..');

/**
 * Builds the app and starts two servers, each with a fresh embedded database: the main one on the offline
 * composer, and one whose model is a fake that streams (tests/e2e/support/stream-model.ts), for the specs
 * that watch a generation arrive. Their addresses and log files (mails are printed there) reach the tests
 * through the environment.
 */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'brandforge-e2e-'));
  const streamDir = join(dir, 'stream');
  mkdirSync(streamDir);
  const model = await startStreamingModel();
  // Known owner accounts (one per worker slot) become super_admin on confirming; admin tests hand out roles from them.
  const owners = { ADMIN_EMAILS: E2E_OWNER_EMAILS.join(',') };
  // Started side by side: each spends most of its start waiting on its own database.
  const [main, stream] = await Promise.allSettled([
    startE2eServer(dir, owners),
    startE2eServer(streamDir, {
      ...owners,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake',
      AI_TIMEOUT_MS: '60000',
      // Two batches at a time: a plan takes three rounds of the model's 6 s, long enough to watch and reload.
      CONTENT_BATCH_CONCURRENCY: '2',
    }),
  ]);
  const teardown = async () => {
    const started = [main, stream].flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    await Promise.all(started.map((s) => s.stop()));
    await model.close();
    rmSync(dir, { recursive: true, force: true });
  };
  if (main.status === 'rejected' || stream.status === 'rejected') {
    await teardown();
    throw main.status === 'rejected' ? main.reason : (stream as PromiseRejectedResult).reason;
  }

  process.env.E2E_BASE_URL = main.value.baseURL;
  process.env.E2E_PORT = String(main.value.port);
  process.env.E2E_SERVER_LOG = main.value.logFile;
  process.env.E2E_STREAM_URL = stream.value.baseURL;
  process.env.E2E_STREAM_LOG = stream.value.logFile;
  return teardown;
}
