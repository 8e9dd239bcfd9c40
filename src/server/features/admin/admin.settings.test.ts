import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TConnectionCheck } from '../../../shared/admin';
import { startFakeOpenAI, type FakeOpenAI } from '../../ai/testing/fake-openai';
import { grantRole } from '../../auth/roles';
import { createTestApp, type TestApp } from '../../test/harness';

const TEST = '/api/admin/settings/test-connection';

describe('Test connection against a provider address that redirects', () => {
  let fake: FakeOpenAI;
  let redirector: Server;
  let hits = 0;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.otherwise({ json: { status: 'ok', echo: 'ready' } });
    // Plays a configured address that sends every call, key and prompt included, to another host.
    redirector = createServer((req, res) => {
      hits += 1;
      req.resume();
      res.writeHead(307, { location: `${fake.baseUrl}/chat/completions` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const { port } = redirector.address() as AddressInfo;
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'sk-redirect-test',
      AI_MODEL: 'fake',
      AI_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await new Promise((resolve) => redirector.close(resolve));
  });

  it('does not follow the redirect, and makes one call, not retries', async () => {
    const admin = await t.signedInUser('redirect-admin@example.com');
    await grantRole(t.db, admin.id, 'admin');
    const res = await admin.request(TEST, { method: 'POST' });
    expect(res.status).toBe(200);
    const check = (await res.json()) as TConnectionCheck;
    expect(check.ok).toBe(false);
    expect(check.lines.at(-1)).toMatch(/^FAILED \(configuration\) after 1 call\(s\): .*redirect/);
    expect(hits).toBe(1);
    expect(fake.requests).toHaveLength(0);
  });

  it('lets an admin test three times a minute, then answers 429 with Retry-After without calling', async () => {
    const admin = await t.signedInUser('clicky-admin@example.com');
    await grantRole(t.db, admin.id, 'admin');
    const before = hits;
    for (let i = 0; i < 3; i += 1) expect((await admin.request(TEST, { method: 'POST' })).status).toBe(200);
    const refused = await admin.request(TEST, { method: 'POST' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/3 times in a minute/) as unknown });
    for (let i = 0; i < 7; i += 1) expect((await admin.request(TEST, { method: 'POST' })).status).toBe(429);
    expect(hits - before).toBe(3);
    // Another admin has their own allowance.
    const other = await t.signedInUser('other-admin@example.com');
    await grantRole(t.db, other.id, 'admin');
    expect((await other.request(TEST, { method: 'POST' })).status).toBe(200);
  });
});
