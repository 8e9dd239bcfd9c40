import { createAuth } from './auth/auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { type Database, openDatabase } from './db/client';
import { createLogger, type Logger } from './logger';
import { jobHandlers } from './jobs/handlers';
import { startJobWorker } from './jobs/worker';
import { createMailer } from './mail/mailer';

export interface Runtime {
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** Opens and migrates the database and wires every dependency the app needs. */
export async function startRuntime(
  config: Config,
  overrides: { logger?: Logger; printMail?: (block: string) => void } = {},
): Promise<Runtime> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => logger.warn({ err }, 'a database connection was closed by the server'),
  });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  const { db } = database;
  const mailer = createMailer({
    db,
    logger,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    print: overrides.printMail,
  });
  const auth = createAuth({ db, config, mailer, logger });
  const base = { config, db, logger, mailer, auth, ping: () => database.ping() };
  const worker = startJobWorker({ db, logger, handlers: jobHandlers(base) });
  return {
    deps: { ...base, jobs: worker },
    database,
    async close() {
      // Running jobs stop and hand back their leases, so the next start resumes them at once.
      await worker.stop();
      mailer.close();
      await database.close();
    },
  };
}
