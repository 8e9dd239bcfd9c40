import { createAuth, type NewAccount } from './auth/auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { createDashboardRegistry } from './saved-results/dashboard-sources';
import { type Database, openDatabase } from './db/client';
import { startMaintenance } from './db/maintenance';
import { createLogger, type Logger } from './logger';
import { jobHandler } from './jobs/define-job';
import { startJobWorker } from './jobs/worker';
import { FEATURES } from './features';
import { type EngineOptions, type MailEngine, startMailEngine } from './mail/engine';
import { createMailLists } from './mail/lists';
import { createMailer } from './mail/mailer';

export interface Runtime {
  deps: AppDeps;
  database: Database;
  mailEngine: MailEngine;
  close(): Promise<void>;
}

/** Opens and migrates the database and wires every dependency the app needs. */
export async function startRuntime(
  config: Config,
  overrides: {
    logger?: Logger;
    printMail?: (block: string) => void;
    /** Tests shorten the engine's waits (retries, idle ticks). */
    mailEngine?: Partial<Pick<EngineOptions, 'retryBaseMs' | 'maxAttempts' | 'tickMs' | 'autoStart'>>;
  } = {},
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
    timeoutMs: config.email.smtpTimeoutMs,
    print: overrides.printMail,
  });
  const onUserCreated = async (account: NewAccount) => {
    for (const feature of FEATURES) await feature.onUserCreated?.(db, account);
  };
  const auth = createAuth({ db, config, mailer, logger, onUserCreated });
  const dashboard = createDashboardRegistry(FEATURES.flatMap((f) => f.dashboard ?? []));
  const mailLists = createMailLists(FEATURES.flatMap((f) => f.mailLists ?? []));
  const brandBrief = FEATURES.flatMap((f) => ('brandBrief' in f && f.brandBrief ? [f.brandBrief] : []))[0];
  const base = {
    config,
    db,
    logger,
    mailer,
    mailLists,
    auth,
    dashboard,
    brandBrief: brandBrief ?? (() => Promise.resolve(null)),
    ping: () => database.ping(),
  };
  const handlers = FEATURES.flatMap((f) => f.jobs ?? []).map((def) => jobHandler(base, def));
  const worker = startJobWorker({ db, logger, handlers });
  const mailEngine = startMailEngine({
    db,
    logger,
    mailer,
    lists: mailLists,
    sources: FEATURES.flatMap((f) => f.mailSources ?? []),
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    secret: config.authSecret,
    ratePerMinute: config.email.ratePerMinute,
    smtpTimeoutMs: config.email.smtpTimeoutMs,
    unsubscribeMailto: config.email.unsubscribeMailto,
    memberDailyLimit: config.email.memberDailyLimit,
    ...overrides.mailEngine,
  });
  // The embedded database's vacuum; not for an in-memory one, which lives only as long as a test.
  const maintenance = startMaintenance({ database, logger, enabled: !config.dataDir.startsWith('memory://') });
  return {
    deps: { ...base, jobs: worker, mailEngine },
    mailEngine,
    database,
    async close() {
      // Running jobs stop and hand back their leases, so the next start resumes them at once.
      // The mail in flight is finished and recorded first; claimed rows not yet sent go back to the queue.
      await Promise.all([worker.stop(), mailEngine.stop(), mailer.idle(), maintenance.stop()]);
      mailer.close();
      await database.close();
    },
  };
}
