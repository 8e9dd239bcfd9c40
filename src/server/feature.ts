import type { Hono, Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath } from 'hono/types';
import type { NewAccount } from './auth/auth';
import type { AppDeps, AppEnv } from './context';
import type { DashboardSource } from './saved-results/dashboard-sources';
import type { Db } from './db/client';
import type { BrandBriefSource } from './ai/brand-brief-source';
import type { Generator } from './ai/generator';
import type { AnyJobDefinition } from './jobs/define-job';
import type { MailSource } from './mail/engine';
import type { MailList } from './mail/lists';
import type { ProgramOperation } from './program-api';

/** What the app needs from a feature; `src/server/features/index.ts` lists them all. */
export interface ServerFeature<Api extends Hono<AppEnv, Schema, '/'> = Hono<AppEnv, Schema, '/'>> {
  name: string;
  /**
   * The feature's API, with its own path prefixes (`.route('/missions', missionRoutes)`), mounted under
   * /api. Middleware belongs on the prefixed sub-router, so it never reaches other features' paths.
   */
  api?: Api;
  /**
   * Public pages the server renders itself (a member's opt-in page at `/l/…`), mounted at the site's
   * root ahead of the client app. They guard their own form posts.
   */
  site?: Hono<AppEnv>;
  /** Its counts and recent activity on the dashboard; every query scoped to the user. */
  dashboard?: DashboardSource;
  /**
   * What it offers other programs (the public API at /api/v1 and the MCP server), each operation calling
   * the same service as its own route.
   */
  program?: readonly ProgramOperation[];
  /** Its AI generators: the catalogue test and the engine benchmark run each on its sample. */
  generators?: readonly Generator[];
  /** Its durable jobs, run by the job worker. */
  jobs?: readonly AnyJobDefinition[];
  /** Lists people join by their own choice, which bulk mail is sent to (the newsletter, members' product news). */
  mailLists?: readonly MailList[];
  /** Kinds of bulk mail the mail engine sends for it (campaigns). */
  mailSources?: readonly MailSource[];
  /** The brief every generation gets about the user's brand; one feature (the brand profile) provides it. */
  brandBrief?: BrandBriefSource;
  /** What it keeps for every new account, inside sign-up (e.g. the profile row). */
  onUserCreated?: (db: Db, account: NewAccount) => Promise<void>;
}

/** Identity, so a feature's API keeps its route types for the typed client. */
export const defineFeature = <Api extends Hono<AppEnv, Schema, '/'>>(f: ServerFeature<Api>) => f;

export type FeatureDeps = Omit<AppDeps, 'jobs' | 'mailEngine'>;

// `.route()` returns the base class, so the schema is read from HonoBase (as Hono's own client does).
type SchemaOf<F> =
  F extends ServerFeature<infer Api> ? (Api extends HonoBase<AppEnv, infer S, '/'> ? S : never) : never;
/** Each feature's route types under the parent's base path; distributes over every schema of every feature. */
type Mounted<F, BasePath extends string> = Prefixed<SchemaOf<F>, BasePath>;
type Prefixed<S, BasePath extends string> = S extends Schema ? MergeSchemaPath<S, BasePath> : never;

/**
 * Mounts every feature's API and keeps their route types, as a `.route()` chain would, so the typed
 * client (`hc<AppType>`) sees every endpoint without app.ts naming each feature.
 */
export function mountFeatures<S extends Schema, BasePath extends string, const Fs extends readonly ServerFeature[]>(
  api: HonoBase<AppEnv, S, BasePath>,
  features: Fs,
): HonoBase<AppEnv, S | Mounted<Fs[number], BasePath>, BasePath> {
  for (const feature of features) if (feature.api) api.route('/', feature.api);
  return api;
}
