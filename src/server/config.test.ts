import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'bf-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: dir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Brandforge <no-reply@localhost>',
      ai: { provider: 'offline', model: undefined, apiKey: undefined, baseUrl: undefined, timeoutMs: 120000, stream: true },
      adminEmails: [],
    });
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    const given = 'a'.repeat(40);
    const other = tempDir();
    expect(loadConfig({ DATA_DIR: other, AUTH_SECRET: given }).authSecret).toBe(given);
    expect(existsSync(join(other, 'auth-secret'))).toBe(false);
  });

  it('parses lists and trims the trailing slash of APP_URL', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      APP_URL: 'https://brand.example.com/',
      ADMIN_EMAILS: ' A@x.com ,b@y.com,, ',
    });
    expect(c.appUrl).toBe('https://brand.example.com');
    expect(c.adminEmails).toEqual(['a@x.com', 'b@y.com']);
  });

  it.each([
    ['PORT', 'eighty', /^Invalid PORT: /],
    ['PORT', '70000', /^Invalid PORT: /],
    ['APP_URL', 'localhost:3000', /^Invalid APP_URL: /],
    ['DATABASE_URL', 'mysql://x', /^Invalid DATABASE_URL: must start with postgres/],
    ['AUTH_SECRET', 'short', /^Invalid AUTH_SECRET: must be at least 32 characters/],
    ['SMTP_URL', 'http://mail', /^Invalid SMTP_URL: must start with smtp/],
    ['AI_PROVIDER', 'skynet', /^Invalid AI_PROVIDER: /],
    ['AI_TIMEOUT_MS', '-5', /^Invalid AI_TIMEOUT_MS: /],
    ['AI_BASE_URL', 'not a url', /^Invalid AI_BASE_URL: /],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(32), [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('requires AI_BASE_URL for an OpenAI-compatible server', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_PROVIDER: 'openai-compatible' })).toThrow(
      'Invalid AI_BASE_URL: required when AI_PROVIDER is openai-compatible',
    );
  });
});
