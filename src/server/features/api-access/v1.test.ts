import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApiScope, TApiTokenCreated } from '../../../shared/api-access';
import type { TPlanJob } from '../../../shared/content-strategy';
import { getUsage } from '../../quota/quota.service';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  COMPETITOR_REQUEST,
  LEAD_MAGNET_DRAFT,
  MISSION_ANSWERS,
  NICHE_ANSWERS,
  OFFER_FORM,
  PAIN_POINT_FORM,
  PLAN_INPUT,
} from '../../test/samples';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
interface Operation {
  operationId: string;
  security: Record<string, TApiScope[]>[];
}
type Doc = { paths: Record<string, Record<string, Operation>>; openapi: string };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as Doc;
});
afterAll(async () => t.close());

const newUser = (p: string) => t.signedInUser(`${p}-${Math.random().toString(36).slice(2)}@example.com`);
async function tokenFor(u: Agent, scopes: TApiScope[]) {
  const res = await u.request('/api/api-tokens', { json: { name: 'test', scopes, expiresInDays: 30 } });
  return ((await res.json()) as TApiTokenCreated).token;
}
const call = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.request(`/api/v1${path}`, {
    method: method.toUpperCase(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Each generator's request body, by the path it is posted to. */
const BODIES: Record<string, unknown> = {
  '/missions': MISSION_ANSWERS,
  '/social-bios': { platform: 'instagram', missionStatement: 'I help busy parents get strong at home.' },
  '/niche-discoveries': NICHE_ANSWERS,
  '/content-plans/jobs': PLAN_INPUT,
  '/competitor-analyses': COMPETITOR_REQUEST,
  '/pain-point-analyses': PAIN_POINT_FORM,
  '/lead-magnets': LEAD_MAGNET_DRAFT,
  '/offers': OFFER_FORM,
};

const A_UUID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace('{id}', A_UUID).replace('{field}', 'displayName');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op, scope: op.security[0]?.accessToken?.[0] })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every /api/v1 route once, each with an operation id and the scope it needs', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL' && r.path !== '/api/v1/openapi.json')
        .map((r) => `${r.method} ${r.path.replace('/api/v1', '').replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = operations().map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(new Set(documented)).toEqual(served);
    expect(documented.length).toBeGreaterThanOrEqual(30);
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operations()) expect(['read', 'generate', 'write']).toContain(o.scope);
    for (const path of Object.keys(BODIES)) expect(doc.paths[path]?.post, path).toBeDefined();
  });

  it('documents request bodies from the same schemas the app validates with', () => {
    const mission = doc.paths['/missions']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(mission.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['expertise', 'audience', 'outcome', 'obstacles']),
    );
  });

  it('is served to anyone, and the reference page loads it from our own origin', async () => {
    const page = await t.app.request('/docs/api');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/docs/api/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const res = await t.app.request(`/docs/api/${asset}`);
      expect(res.status, asset).toBe(200);
    }
    expect((await t.app.request('/docs/api/package.json')).status).toBe(404);
    expect(await (await t.app.request('/docs/api/init.js')).text()).toContain('/api/v1/openapi.json');
  });
});

describe('every /api/v1 route', () => {
  let owner: Agent;
  let all: string;
  let revoked: string;
  beforeAll(async () => {
    owner = await newUser('every');
    all = await tokenFor(owner, ['read', 'generate', 'write']);
    revoked = await tokenFor(owner, ['read', 'generate', 'write']);
    const [row] = (await (await owner.request('/api/api-tokens')).json()) as { id: string }[];
    await owner.request(`/api/api-tokens/${row?.id}`, { method: 'DELETE' });
  });

  it('answers 401 without a token, with a wrong one and with a revoked one', async () => {
    for (const { path, method } of operations()) {
      const body = method === 'get' || method === 'delete' ? undefined : (BODIES[path] ?? { value: 'x' });
      for (const token of [null, `bf_${'x'.repeat(43)}`, revoked]) {
        const res = await call(method, concrete(path), token, body);
        expect(res.status, `${method} ${path} ${token?.slice(0, 5)}`).toBe(401);
      }
    }
    expect((await getUsage({ db: t.db, userId: owner.id })).mission.used).toBe(0);
  });

  it('answers 403 to a token without the scope the route needs', async () => {
    const tokens = {
      read: await tokenFor(owner, ['generate', 'write']),
      generate: await tokenFor(owner, ['read', 'write']),
      write: await tokenFor(owner, ['read', 'generate']),
    };
    for (const { path, method, scope } of operations()) {
      const body = method === 'get' || method === 'delete' ? undefined : (BODIES[path] ?? { value: 'x' });
      const res = await call(method, concrete(path), tokens[scope!], body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: `This access token does not have the ${scope} scope.` });
    }
    const usage = await getUsage({ db: t.db, userId: owner.id });
    expect([usage.mission.used, usage.bio.used, usage.content.used, usage.lead_magnet.used]).toEqual([0, 0, 0, 0]);
  });

  it('refuses bad bodies with the app’s messages and spends nothing', async () => {
    for (const path of Object.keys(BODIES)) {
      const empty = await call('post', path, all, {});
      expect(empty.status, path).toBe(400);
      expect(((await empty.json()) as { error: string }).error.length).toBeGreaterThan(5);
      expect((await call('post', path, all, '{"broken"')).status, path).toBe(400);
      expect((await call('post', path, all, [1, 2])).status, path).toBe(400);
      const text = await call('post', path, all, undefined, { 'content-type': 'text/plain' });
      expect([400, 415], path).toContain(text.status);
    }
    const app = await owner.request('/api/missions', { json: { ...MISSION_ANSWERS, expertise: ['one'] } });
    const api = await call('post', '/missions', all, { ...MISSION_ANSWERS, expertise: ['one'] });
    expect(await api.json()).toEqual(await app.json());
    const usage = await getUsage({ db: t.db, userId: owner.id });
    expect([usage.mission.used, usage.bio.used, usage.content.used, usage.lead_magnet.used]).toEqual([0, 0, 0, 0]);
    expect(await (await call('get', '/missions', all)).json()).toEqual([]);
  });
});

describe('results through the API', () => {
  it('generates, lists, reads and deletes as the app does, and only the owner’s results', async () => {
    const owner = await newUser('gen');
    const other = await newUser('gen-other');
    const token = await tokenFor(owner, ['read', 'generate', 'write']);
    const otherToken = await tokenFor(other, ['read', 'generate', 'write']);
    const made: Record<string, { id: string }> = {};
    for (const path of Object.keys(BODIES).filter((p) => p !== '/content-plans/jobs' && p !== '/social-bios')) {
      const res = await call('post', path, token, BODIES[path]);
      expect(res.status, path).toBe(201);
      // A competitor analysis answers one result per competitor, in the order they were listed.
      const answer = (await res.json()) as { id: string } | { id: string }[];
      made[path] = Array.isArray(answer) ? answer[0]! : answer;
      const app = (await (await owner.request(`/api${path}/${made[path].id}`)).json()) as unknown;
      expect(await (await call('get', `${path}/${made[path].id}`, token)).json()).toEqual(app);
      const list = (await (await call('get', `${path}?limit=1`, token)).json()) as { id: string }[];
      expect(list.map((x) => x.id)).toEqual([made[path].id]);

      const theirs = await call('get', `${path}/${made[path].id}`, otherToken);
      expect(theirs.status, path).toBe(404);
      const appAnswer = await other.request(`/api${path}/${made[path].id}`);
      expect(await theirs.json()).toEqual(await appAnswer.json());
      expect((await call('delete', `${path}/${made[path].id}`, otherToken)).status).toBe(404);
      expect(await (await call('get', path, otherToken)).json()).toEqual([]);
    }
    const usage = await getUsage({ db: t.db, userId: owner.id });
    expect([usage.mission.used, usage.lead_magnet.used]).toEqual([1, 1]);

    const bios = await call('post', '/social-bios', token, BODIES['/social-bios']);
    expect(bios.status).toBe(201);
    expect(((await (await call('get', '/social-bios', token)).json()) as unknown[]).length).toBe(1);

    const gone = await call('delete', `/offers/${made['/offers']?.id}`, token);
    expect(await gone.json()).toEqual({ ok: true });
    expect((await owner.request(`/api/offers/${made['/offers']?.id}`)).status).toBe(404);
  });

  it('spends the monthly limit as the app does and answers with the spec’s message', async () => {
    const u = await newUser('limit');
    const token = await tokenFor(u, ['generate']);
    for (let i = 0; i < 3; i++)
      expect((await call('post', '/lead-magnets', token, LEAD_MAGNET_DRAFT)).status).toBe(201);
    const refused = await call('post', '/lead-magnets', token, LEAD_MAGNET_DRAFT);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: "You've reached your monthly limit of 3 lead magnets. Limit resets next month.",
    });
    const app = await u.request('/api/lead-magnets', { json: LEAD_MAGNET_DRAFT });
    expect(app.status).toBe(429);
  });

  it('returns the first result for a repeated Idempotency-Key and charges once', async () => {
    const u = await newUser('idem');
    const token = await tokenFor(u, ['generate']);
    const key = { 'idempotency-key': 'zapier-run-000123' };
    const first = (await (await call('post', '/missions', token, MISSION_ANSWERS, key)).json()) as { id: string };
    const again = (await (await call('post', '/missions', token, MISSION_ANSWERS, key)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(1);
    expect((await call('post', '/missions', token, MISSION_ANSWERS, { 'idempotency-key': 'no' })).status).toBe(400);
  });

  it('starts a content plan job, polls it and reads the plan', async () => {
    const u = await newUser('plan');
    const token = await tokenFor(u, ['read', 'generate']);
    const started = await call('post', '/content-plans/jobs', token, PLAN_INPUT);
    expect(started.status).toBe(202);
    let job = (await started.json()) as TPlanJob;
    for (let i = 0; i < 100 && job.status !== 'succeeded' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await (await call('get', `/content-plans/jobs/${job.id}`, token)).json()) as TPlanJob;
    }
    expect(job.status).toBe('succeeded');
    const plan = (await (await call('get', `/content-plans/${job.plan_id}`, token)).json()) as {
      generated_content: { rows: unknown[] };
    };
    expect(plan.generated_content.rows).toHaveLength(30);
    const stranger = await tokenFor(await newUser('plan-other'), ['read']);
    expect((await call('get', `/content-plans/jobs/${job.id}`, stranger)).status).toBe(404);
  });

  it('reads and sets brand profile fields, with the field’s own checks', async () => {
    const u = await newUser('brand');
    const token = await tokenFor(u, ['read', 'write']);
    const set = await call('put', '/brand-profile/fields/displayName', token, { value: 'Good Dog Academy' });
    expect(set.status).toBe(200);
    const profile = (await (await call('get', '/brand-profile', token)).json()) as {
      fields: { displayName?: { value: string } };
    };
    expect(profile.fields.displayName?.value).toBe('Good Dog Academy');
    expect(await (await u.request('/api/brand-profile')).json()).toEqual(profile);
    const bad = await call('put', '/brand-profile/fields/nonsense', token, { value: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.stringMatching(/^Field must be one of/) as unknown });
  });
});
