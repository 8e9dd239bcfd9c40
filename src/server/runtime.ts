import { createAuth, type NewAccount } from './auth/auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { createDashboardRegistry } from './saved-results/dashboard-sources';
import { type Database, openDatabase } from './db/client';
import { createLogger, type Logger } from './logger';
import { jobHandler } from './jobs/define-job';
import { startJobWorker } from './jobs/worker';
import { FEATURES } from './features';
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
  const onUserCreated = async (account: NewAccount) => {
    for (const feature of FEATURES) await feature.onUserCreated?.(db, account);
  };
  const auth = createAuth({ db, config, mailer, logger, onUserCreated });
  const dashboard = createDashboardRegistry(FEATURES.flatMap((f) => f.dashboard ?? []));
  const brandBrief = FEATURES.flatMap((f) => ('brandBrief' in f && f.brandBrief ? [f.brandBrief] : []))[0];
  const base = {
    config,
    db,
    logger,
    mailer,
    auth,
    dashboard,
    brandBrief: brandBrief ?? (() => Promise.resolve(null)),
    ping: () => database.ping(),
  };
  const handlers = FEATURES.flatMap((f) => f.jobs ?? []).map((def) => jobHandler(base, def));
  const worker = startJobWorker({ db, logger, handlers });
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
