import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, type Config, loadConfig } from './config';
import { acquireDataDirLock } from './db/lock';
import { loadDotEnv } from './env';
import { clientDistDir } from './paths';
import { startRuntime } from './runtime';

async function main() {
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(config.dataDir);
  }
  const runtime = await startRuntime(config);
  const { logger } = runtime.deps;
  const { app } = createApp(runtime.deps, { clientDir: clientDistDir });
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const where = runtime.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(`Brandforge is running at ${config.appUrl} (${where}, AI: ${config.ai.provider})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database so PGlite flushes.
    server.close(() => {
      runtime
        .close()
        .then(() => {
          releaseLock();
          process.exit(0);
        })
        .catch((err: unknown) => {
          logger.error({ err }, 'error while closing the database');
          releaseLock();
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('forcing exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
