import type { BrandBriefSource } from './ai/brand-brief-source';
import type { Auth } from './auth/auth';
import type { SessionUser } from './auth/session-user';
import type { Config } from './config';
import type { DashboardRegistry } from './saved-results/dashboard-sources';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { MailLists } from './mail/lists';
import type { Mailer } from './mail/mailer';

/** Everything a request handler may need; built once at start-up (or per test). */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Durable background jobs: call `wake()` after queueing one so it starts at once. */
  jobs: { wake(): void; cancel(id: string): void };
  /** Bulk mail: call `wake()` after queueing a send so it starts at once. */
  mailEngine: { wake(): void };
  /** Every list people chose to join, for audiences, consent checks and unsubscribe links. */
  mailLists: MailLists;
  /** Every feature's dashboard counts and activity. */
  dashboard: DashboardRegistry;
  /** The user's brand brief for generations (the brand profile feature). */
  brandBrief: BrandBriefSource;
  ping(): Promise<void>;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser;
  };
}
