import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const ZEnv = z.object({
  PORT: opt(z.coerce.number().int().min(1).max(65535)),
  APP_URL: opt(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))),
  DATA_DIR: opt(z.string()),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  AUTH_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: opt(z.string().min(3)),
  EMAIL_RATE_PER_MINUTE: opt(z.coerce.number().int().min(1).max(1_000_000)),
  SMTP_TIMEOUT_MS: opt(z.coerce.number().int().min(500).max(600000)),
  UNSUBSCRIBE_MAILTO: opt(z.email()),
  MEMBER_DAILY_EMAIL_LIMIT: opt(z.coerce.number().int().min(1).max(1_000_000)),
  AI_PROVIDER: opt(z.enum(AI_PROVIDERS)),
  AI_MODEL: opt(z.string()),
  AI_API_KEY: opt(z.string()),
  AI_BASE_URL: opt(z.url()),
  AI_TIMEOUT_MS: opt(z.coerce.number().int().min(1000).max(600000)),
  AI_STREAM: opt(z.enum(['on', 'off'])),
  ADMIN_EMAILS: opt(z.string()),
  CONTENT_BATCH_CONCURRENCY: opt(z.coerce.number().int().min(1).max(5)),
  LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  TRUST_PROXY: opt(z.coerce.number().int().min(0).max(10)),
  API_RATE_PER_MINUTE: opt(z.coerce.number().int().min(1).max(100_000)),
});

export interface Config {
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  email: {
    /** Campaign and sequence mails sent per minute, across every instance. */
    ratePerMinute: number;
    /** Connecting, greeting and each SMTP reply; a claimed mail's lease is derived from it. */
    smtpTimeoutMs: number;
    /** A mailbox the operator reads, offered as a mailto in List-Unsubscribe. */
    unsubscribeMailto: string | undefined;
    /** Mails to one member's audience per UTC day (delivery and welcome mails); the rest wait for the next day. */
    memberDailyLimit: number;
  };
  ai: {
    provider: (typeof AI_PROVIDERS)[number];
    model: string | undefined;
    apiKey: string | undefined;
    baseUrl: string | undefined;
    timeoutMs: number;
    /** Ask the model to stream, so results show as they are written; off for a server that cannot. */
    stream: boolean;
  };
  adminEmails: string[];
  logLevel: string;
  /** How many batches of a 30-day plan are generated at once. */
  contentBatchConcurrency: number;
  /** Proxies in front of the app whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  /** Requests per minute one personal access token may make on /api/v1 and /mcp. */
  apiRatePerMinute: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'} (got "${String(env[name] ?? '')}")`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError('Invalid AI_BASE_URL: required when AI_PROVIDER is openai-compatible');
  }
  const port = e.PORT ?? 3000;
  const rawDir = e.DATA_DIR ?? './data';
  const dataDir = rawDir.startsWith('memory://') ? rawDir : resolve(rawDir);
  return {
    port,
    appUrl: e.APP_URL ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Brandforge <no-reply@localhost>',
    email: {
      ratePerMinute: e.EMAIL_RATE_PER_MINUTE ?? 60,
      smtpTimeoutMs: e.SMTP_TIMEOUT_MS ?? 30_000,
      unsubscribeMailto: e.UNSUBSCRIBE_MAILTO,
      memberDailyLimit: e.MEMBER_DAILY_EMAIL_LIMIT ?? 500,
    },
    ai: {
      provider: e.AI_PROVIDER ?? 'offline',
      model: e.AI_MODEL,
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      timeoutMs: e.AI_TIMEOUT_MS ?? 120000,
      stream: e.AI_STREAM !== 'off',
    },
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? 'info',
    contentBatchConcurrency: e.CONTENT_BATCH_CONCURRENCY ?? 5,
    trustProxy: e.TRUST_PROXY ?? 0,
    apiRatePerMinute: e.API_RATE_PER_MINUTE ?? 120,
  };
}

/** Generated on first start and kept beside the data, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
