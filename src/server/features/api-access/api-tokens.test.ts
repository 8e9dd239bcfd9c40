import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MAX, type TApiToken, type TApiTokenCreated } from '../../../shared/api-access';
import { createTestApp, type TestApp } from '../../test/harness';
import { apiTokens } from './api-tokens.schema';
import { authenticateToken, createToken } from './api-tokens.service';

const logLines: string[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(async () => t.close());

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const newUser = (p: string) => t.signedInUser(`${p}-${Math.random().toString(36).slice(2)}@example.com`);

async function makeToken(u: Agent, body: Record<string, unknown> = {}) {
  const res = await u.request('/api/api-tokens', {
    json: { name: 'Zapier', scopes: ['read'], expiresInDays: 90, ...body },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as TApiTokenCreated;
}

const v1 = (path: string, token: string | null, init: RequestInit = {}) =>
  t.app.request(`/api/v1${path}`, {
    ...init,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...init.headers },
  });

describe('personal access tokens', () => {
  it('shows a new token once, keeps only its hash and lists it without the token', async () => {
    const u = await newUser('create');
    const created = await makeToken(u, { scopes: ['write', 'read'] });
    expect(created.token).toMatch(/^bf_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Zapier', scopes: ['read', 'write'], last_used_at: null });
    expect(created.hint).toBe(`bf_…${created.token.slice(-4)}`);
    const days = (Date.parse(created.expires_at ?? '') - Date.parse(created.created_at)) / 86_400_000;
    expect(days).toBe(90);

    const listed = await u.request('/api/api-tokens');
    const text = await listed.text();
    expect(text).not.toContain(created.token);
    const { token: _shown, ...rest } = created;
    expect(JSON.parse(text)).toEqual([rest]);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(3));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never expires when asked, and an expired token is refused', async () => {
    const u = await newUser('expiry');
    expect((await makeToken(u, { expiresInDays: null })).expires_at).toBeNull();
    const short = await makeToken(u, { expiresInDays: 30 });
    expect(await authenticateToken(t.db, short.token, new Date(Date.now() + 29 * 86_400_000))).not.toBeNull();
    expect(await authenticateToken(t.db, short.token, new Date(Date.now() + 31 * 86_400_000))).toBeNull();
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, short.id));
    const res = await v1('/brand-profile', short.token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: 'The access token is not valid, or it has expired or been revoked.',
    });
  });

  it('refuses bad input with a sentence and creates nothing', async () => {
    const u = await newUser('bad');
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name of 1 to 60/],
      [{ name: '   ' }, /name of 1 to 60/],
      [{ name: 'x'.repeat(61) }, /name of 1 to 60/],
      [{ name: 'a\0b' }, /character that is not/],
      [{ name: 42 }, /name of 1 to 60/],
      [{ scopes: [] }, /at least one of read, generate and write/],
      [{ scopes: ['admin'] }, /at least one of read, generate and write/],
      [{ scopes: 'read' }, /at least one of read, generate and write/],
      [{ expiresInDays: 0 }, /30, 90 or 365 days/],
      [{ expiresInDays: 3650 }, /30, 90 or 365 days/],
      [{ expiresInDays: '30' }, /30, 90 or 365 days/],
      [{ extra: true }, /Unexpected field: extra/],
    ];
    for (const [patch, message] of bad) {
      const res = await u.request('/api/api-tokens', {
        json: { name: 'n', scopes: ['read'], expiresInDays: 30, ...patch },
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await (await u.request('/api/api-tokens')).json()).toEqual([]);
  });

  it(`holds at most ${API_TOKEN_MAX} per member, also when requests race`, async () => {
    const u = await newUser('many');
    for (let i = 0; i < API_TOKEN_MAX - 2; i++)
      await createToken({ db: t.db, userId: u.id, name: `t${i}`, scopes: ['read'], expiresInDays: 30 });
    const race = await Promise.all(
      [1, 2, 3].map(() => u.request('/api/api-tokens', { json: { name: 'r', scopes: ['read'], expiresInDays: 30 } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const refused = await u.request('/api/api-tokens', { json: { name: 'r', scopes: ['read'], expiresInDays: 30 } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: `You already have ${API_TOKEN_MAX} access tokens. Revoke one you no longer use first.`,
    });
    expect(((await (await u.request('/api/api-tokens')).json()) as unknown[]).length).toBe(API_TOKEN_MAX);
  });

  it('revokes at once; another member can neither list nor revoke it', async () => {
    const u = await newUser('revoke');
    const other = await newUser('revoke-other');
    const created = await makeToken(u);
    expect((await v1('/brand-profile', created.token)).status).toBe(200);

    expect(await (await other.request('/api/api-tokens')).json()).toEqual([]);
    const theirs = await other.request(`/api/api-tokens/${created.id}`, { method: 'DELETE' });
    expect(theirs.status).toBe(404);
    expect((await v1('/brand-profile', created.token)).status).toBe(200);

    expect((await u.request(`/api/api-tokens/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await v1('/brand-profile', created.token)).status).toBe(401);
    expect((await u.request(`/api/api-tokens/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await u.request('/api/api-tokens/not-a-uuid', { method: 'DELETE' })).status).toBe(400);
  });

  it('records when a token was last used', async () => {
    const u = await newUser('used');
    const created = await makeToken(u);
    const before = Date.now();
    await v1('/brand-profile', created.token);
    const [listed] = (await (await u.request('/api/api-tokens')).json()) as TApiToken[];
    expect(Date.parse(listed?.last_used_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is managed only with the app session, never with a token', async () => {
    const u = await newUser('manage');
    const created = await makeToken(u, { scopes: ['read', 'generate', 'write'] });
    const res = await t.app.request('/api/api-tokens', {
      method: 'POST',
      headers: { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'more', scopes: ['write'], expiresInDays: null }),
    });
    expect(res.status).toBe(401);
    expect(
      (await t.app.request('/api/missions', { headers: { authorization: `Bearer ${created.token}` } })).status,
    ).toBe(401);
  });
});

describe('a request with a token', () => {
  let token: string;
  let cookieUser: Agent;
  beforeAll(async () => {
    cookieUser = await newUser('header');
    token = (await makeToken(cookieUser)).token;
  });

  it('is refused without the header, with a session cookie alone, or with another scheme', async () => {
    for (const res of [
      await v1('/brand-profile', null),
      await cookieUser.request('/api/v1/brand-profile'),
      await v1('/brand-profile', null, { headers: { authorization: `Basic ${token}` } }),
      await v1('/brand-profile', null, { headers: { authorization: token } }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: 'Send a personal access token as "Authorization: Bearer <token>".',
      });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('is refused when the token is wrong, padded inside or followed by more', async () => {
    for (const header of [
      `Bearer ${token.slice(0, -1)}x`,
      `Bearer bf_short`,
      `Bearer ${token} extra`,
      `Bearer  ${token}`,
      `Bearer ${token}\u00a0`,
    ]) {
      const res = await v1('/brand-profile', null, { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
    }
  });

  it('refuses a 10 kB header and a token in the address', async () => {
    const long = await v1('/brand-profile', null, { headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: 'The Authorization header is too long.' });
    for (const query of [`?access_token=${token}`, `?token=abc`, `?q=${token}`]) {
      const res = await v1(`/brand-profile${query}`, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: 'Send the access token in the Authorization header, never in the address.',
      });
    }
  });

  it('never writes the token to the log', async () => {
    logLines.length = 0;
    await v1(`/brand-profile?access_token=${token}`, null);
    await v1('/brand-profile', `${token.slice(0, -2)}zz`);
    await v1('/missions', token, {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    await v1('/brand-profile', token);
    expect(logLines.length).toBeGreaterThan(3);
    const log = logLines.join('\n');
    expect(log).not.toContain(token.slice(3, 20));
    expect(log).not.toContain(token.slice(-20));
  });
});

describe('the per-token rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_RATE_PER_MINUTE: '3' });
  });
  afterAll(async () => limited.close());

  it('answers 429 with Retry-After past API_RATE_PER_MINUTE, per token', async () => {
    const u = await limited.signedInUser('rate@example.com');
    const make = async () =>
      (
        (await (
          await u.request('/api/api-tokens', { json: { name: 'r', scopes: ['read'], expiresInDays: 30 } })
        ).json()) as TApiTokenCreated
      ).token;
    const [a, b] = [await make(), await make()];
    const get = (tok: string) =>
      limited.app.request('/api/v1/brand-profile', { headers: { authorization: `Bearer ${tok}` } });
    for (let i = 0; i < 3; i++) expect((await get(a)).status).toBe(200);
    const refused = await get(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: expect.stringMatching(/made 3 requests this minute/) as unknown,
    });
    expect((await get(b)).status).toBe(200);
  });
});
