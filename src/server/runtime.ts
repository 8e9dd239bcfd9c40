import { createAuth } from './auth/auth';
import type { Config } from './config';
import type { AppDeps } from './context';
import { type Database, openDatabase } from './db/client';
import { createLogger, type Logger } from './logger';
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
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
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
  return {
    deps: { config, db, logger, mailer, auth, ping: () => database.ping() },
    database,
    async close() {
      mailer.close();
      await database.close();
    },
  };
}
