import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCheck } from './check';
import type { AiConfig } from './registry';
import { type FakeOpenAI, startFakeOpenAI } from './testing/fake-openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ai = (over: Partial<AiConfig> = {}): AiConfig => ({
  provider: 'openai-compatible',
  model: 'fake-model',
  apiKey: 'test-key',
  baseUrl: fake.baseUrl,
  timeoutMs: 2000,
  stream: true,
  ...over,
});

async function check(config: AiConfig) {
  const lines: string[] = [];
  const ok = await runCheck(config, (line) => lines.push(line));
  return { ok, out: lines.join('\n') };
}

describe('ai:check', () => {
  it('prints the provider and model and reports a working structured call', async () => {
    fake.script({ json: { status: 'ok', echo: 'ready' } });
    const { ok, out } = await check(ai());
    expect(ok).toBe(true);
    expect(out).toContain('Provider: openai-compatible');
    expect(out).toContain('Model:    fake-model');
    expect(out).toMatch(
      /OK: structured reply \{"status":"ok","echo":"ready"\} in \d+ ms \(1 call\(s\), tokens 120 in, 80 out\)/,
    );
    expect(fake.requests[0]?.response_format?.type).toBe('json_schema');
  });

  it('reports the exact failure', async () => {
    fake.otherwise({ status: 401, error: 'Incorrect API key provided' });
    const { ok, out } = await check(ai());
    expect(ok).toBe(false);
    expect(out).toContain('FAILED (configuration) after 1 call(s): HTTP 401: Incorrect API key provided');
  });

  it('needs no call for the offline composer', async () => {
    const { ok, out } = await check(ai({ provider: 'offline', model: undefined }));
    expect(ok).toBe(true);
    expect(out).toContain('Model:    offline-composer');
    expect(fake.requests).toHaveLength(0);
  });

  it('runs as `npm run ai:check` against the configured server', async () => {
    fake.script({ json: { status: 'ok', echo: 'ready' } });
    const env = { ...process.env, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' };
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['src/server/ai/check.ts'], { env });
    expect(stdout).toContain('Provider: openai-compatible');
    expect(stdout).toContain('OK: structured reply');
    await expect(
      promisify(execFile)('node_modules/.bin/tsx', ['src/server/ai/check.ts'], {
        env: { ...env, AI_TIMEOUT_MS: 'soon' },
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Invalid AI_TIMEOUT_MS') as unknown });
  });
});
