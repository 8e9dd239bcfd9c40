import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TContentPlan, type TPlanJob, SCRIPT_FORMATS } from '../../../shared/content-strategy';
import { startFakeOpenAI } from '../../ai/testing/fake-openai';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { grantRole } from '../../auth/roles';
import { getUsage, reserveQuota } from '../../quota/quota.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { PLAN_INPUT } from '../../test/samples';
import { batchOf, batchReply } from './testing';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

async function waitForJob(u: Agent, id: string): Promise<TPlanJob> {
  let job: TPlanJob | undefined;
  await expect
    .poll(
      async () => {
        job = (await (await u.request(`/api/content-strategy/jobs/${id}`)).json()) as TPlanJob;
        return job.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toMatch(/succeeded|failed/);
  return job as TPlanJob;
}

async function startJob(u: Agent, input: unknown = PLAN_INPUT) {
  return u.request('/api/content-strategy/jobs', { json: input });
}

describe('30-day plan generation with the offline composer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('runs the job to a saved plan of 30 rows with the chosen formats and pillars in proportion', async () => {
    const u = await t.signedInUser('planner@example.com');
    const res = await startJob(u);
    expect(res.status).toBe(202);
    const started = (await res.json()) as TPlanJob;
    expect(started).toMatchObject({ batches_done: 0, batches_total: 5 });
    const job = await waitForJob(u, started.id);
    expect(job).toMatchObject({ status: 'succeeded', batches_done: 5, plan_id: started.id, rows: null });

    const plan = (await (await u.request(`/api/content-plans/${job.plan_id}`)).json()) as TContentPlan;
    const rows = plan.generated_content.rows;
    expect(plan.generated_content.totalCount).toBe(30);
    expect(rows.map((r) => r.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const r of rows) expect(r.hooks).toHaveLength(4);
    const byFormat = Object.fromEntries(
      PLAN_INPUT.scriptTypes.map((f) => [f, rows.filter((r) => r.script_type === f).length]),
    );
    const total = PLAN_INPUT.scriptTypes.reduce((s, f) => s + SCRIPT_FORMATS[f].share, 0);
    for (const f of PLAN_INPUT.scriptTypes) {
      expect(Math.abs((byFormat[f] ?? 0) - (SCRIPT_FORMATS[f].share / total) * 30)).toBeLessThan(1);
    }
    for (const p of PLAN_INPUT.contentPillars) expect(rows.filter((r) => r.content_pillar === p)).toHaveLength(10);
    expect(plan).toMatchObject({ brand_name: 'Calm Kitchen', pain_points: PLAN_INPUT.painPoints, offline: true });
    expect(plan.plan_name).toMatch(/^Calm Kitchen – 30-Day Plan \(\d{4}-\d{2}-\d{2}\)$/);
    expect((await getUsage({ db: t.db, userId: u.id })).content.used).toBe(1);

    // My Content Plans shows each plan's answers; its 30 days stay on the plan's own page.
    const [listed] = (await (await u.request('/api/content-plans')).json()) as Record<string, unknown>[];
    const { generated_content: _days, ...summary } = plan;
    expect(listed).toEqual(summary);
  });

  it('allows 4 plans a month, then refuses with the spec message; admins are unlimited', async () => {
    const u = await t.signedInUser('four-plans@example.com');
    for (let i = 0; i < 4; i++) await waitForJob(u, ((await (await startJob(u)).json()) as TPlanJob).id);
    const refused = await startJob(u);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: "You've reached your monthly limit of 4 content plans. Limit resets next month.",
    });
    expect(((await (await u.request('/api/content-plans')).json()) as unknown[]).length).toBe(4);

    const admin = await t.signedInUser('plan-admin@example.com');
    await grantRole(t.db, admin.id, 'admin');
    for (let i = 0; i < 5; i++) expect((await startJob(admin)).status).toBe(202);
  });

  it('lets exactly one of several concurrent Generate clicks through at 3 used', async () => {
    const u = await t.signedInUser('clicker@example.com');
    for (let i = 0; i < 3; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'content' });
    const results = await Promise.all(Array.from({ length: 6 }, () => startJob(u)));
    expect(results.map((r) => r.status).sort()).toEqual([202, 429, 429, 429, 429, 429]);
  });

  it('keeps plans, jobs and share links to their owner; a revoked link stops working', async () => {
    const owner = await t.signedInUser('owner-plans@example.com');
    const other = await t.signedInUser('other-plans@example.com');
    const job = await waitForJob(owner, ((await (await startJob(owner)).json()) as TPlanJob).id);
    const id = job.plan_id ?? '';

    expect((await other.request(`/api/content-strategy/jobs/${job.id}`)).status).toBe(404);
    expect((await other.request(`/api/content-plans/${id}`)).status).toBe(404);
    expect((await other.request(`/api/content-plans/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await other.request(`/api/content-plans/${id}`, { method: 'PATCH', json: { planName: 'Mine now' } })).status,
    ).toBe(404);
    expect((await other.request(`/api/content-plans/${id}/share`, { method: 'POST' })).status).toBe(404);
    expect(await (await other.request('/api/content-plans')).json()).toEqual([]);

    const { token } = (await (await owner.request(`/api/content-plans/${id}/share`, { method: 'POST' })).json()) as {
      token: string;
    };
    const shared = await t.agent().request(`/api/shared-plans/${token}`);
    expect(shared.status).toBe(200);
    const body = (await shared.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ brand_name: 'Calm Kitchen' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('share_token');

    expect((await owner.request(`/api/content-plans/${id}/share`, { method: 'DELETE' })).status).toBe(200);
    const revoked = await t.agent().request(`/api/shared-plans/${token}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ error: 'This shared plan does not exist or is no longer shared.' });

    const renamed = await owner.request(`/api/content-plans/${id}`, {
      method: 'PATCH',
      json: { planName: '  Spring plan ' },
    });
    expect(await renamed.json()).toMatchObject({ plan_name: 'Spring plan' });
    expect((await owner.request(`/api/content-plans/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.request(`/api/content-plans/${id}`)).status).toBe(404);
  });

  it.each([
    [
      '200 pain points',
      { ...PLAN_INPUT, painPoints: Array.from({ length: 200 }, (_, i) => `pain ${i}`) },
      'Pain points can have at most 15 entries',
    ],
    ['a 10 kB promise', { ...PLAN_INPUT, promise: 'x'.repeat(10_000) }, 'Promise must be at most 500 characters'],
    [
      'a duplicate pillar',
      { ...PLAN_INPUT, contentPillars: ['Inspirational', 'inspirational'] },
      'Content pillars: "inspirational" is listed twice',
    ],
    ['an unknown script type', { ...PLAN_INPUT, scriptTypes: ['Interpretive dance'] }, /Script type must be one of/],
    ['a blank brand', { ...PLAN_INPUT, brandName: '   ' }, 'Brand name must not be empty'],
  ])('refuses %s before taking a unit', async (_n, input, message) => {
    const u = await t.signedInUser(`bad-plan-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await startJob(u, input);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect((await getUsage({ db: t.db, userId: u.id })).content.used).toBe(0);
  });

  it('answers clearly for ids and tokens that are not there', async () => {
    const u = await t.signedInUser('ids@example.com');
    expect((await u.request('/api/content-strategy/jobs/not-a-uuid')).status).toBe(400);
    expect((await u.request('/api/content-strategy/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.agent().request('/api/shared-plans/nope-nope-nope-nope')).status).toBe(404);
    expect((await t.agent().request('/api/shared-plans/%3Cscript%3E')).status).toBe(400);
  });

  it('deletes the job that made a plan along with the plan, so its answers do not stay readable', async () => {
    const u = await t.signedInUser('forget-job@example.com');
    const job = await waitForJob(u, ((await (await startJob(u)).json()) as TPlanJob).id);
    expect((await u.request(`/api/content-strategy/jobs/${job.id}`)).status).toBe(200);
    expect((await u.request(`/api/content-plans/${job.plan_id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await u.request(`/api/content-strategy/jobs/${job.id}`)).status).toBe(404);
  });

  it('starts one plan for a double click carrying one Idempotency-Key', async () => {
    const u = await t.signedInUser('plan-double@example.com');
    const headers = { 'Idempotency-Key': 'plan-double-click-1' };
    const first = (await (
      await u.request('/api/content-strategy/jobs', { json: PLAN_INPUT, headers })
    ).json()) as TPlanJob;
    const again = await u.request('/api/content-strategy/jobs', { json: PLAN_INPUT, headers });
    expect(again.status).toBe(202);
    expect(((await again.json()) as TPlanJob).id).toBe(first.id);
    await waitForJob(u, first.id);
    expect((await getUsage({ db: t.db, userId: u.id })).content.used).toBe(1);
  });

  it('suggests audiences and pain points', async () => {
    const u = await t.signedInUser('suggest@example.com');
    const audiences = await u.request('/api/content-strategy/audience-suggestions', {
      json: { niche: PLAN_INPUT.niche },
    });
    expect(audiences.status).toBe(200);
    expect(((await audiences.json()) as { audiences: string[] }).audiences.length).toBeGreaterThanOrEqual(3);
    const pains = await u.request('/api/content-strategy/pain-point-suggestions', {
      json: { niche: PLAN_INPUT.niche },
    });
    expect(pains.status).toBe(400);
    expect(await pains.json()).toMatchObject({ error: 'Audience must be text' });
  });
});

describe('30-day plan generation with a model', () => {
  const model = appWithFakeModel(5000);

  it('completes when one batch fails twice and then succeeds', async () => {
    model.fake.reset();
    const failures = new Map<number, number>();
    const ok = batchReply(PLAN_INPUT);
    model.fake.otherwise((req) => {
      const n = batchOf(req);
      if (n === 3 && (failures.get(3) ?? 0) < 2) {
        failures.set(3, (failures.get(3) ?? 0) + 1);
        return { status: 500, error: 'overloaded' };
      }
      return ok(req);
    });
    const u = await model.t.signedInUser('model-planner@example.com');
    const job = await waitForJob(u, ((await (await startJob(u)).json()) as TPlanJob).id);
    expect(job.status).toBe('succeeded');
    expect(failures.get(3)).toBe(2);
    const plan = (await (await u.request(`/api/content-plans/${job.plan_id}`)).json()) as TContentPlan;
    expect(plan.generated_content.rows).toHaveLength(30);
    expect(plan.offline).toBe(false);
  });

  it('fails the job and gives the unit back when a batch fails for good; Try Again reruns only that batch', async () => {
    model.fake.reset();
    let broken = true;
    const ok = batchReply(PLAN_INPUT);
    model.fake.otherwise((req) => (broken && batchOf(req) === 4 ? { status: 500, error: 'down' } : ok(req)));
    const u = await model.t.signedInUser('model-failure@example.com');
    const job = await waitForJob(u, ((await (await startJob(u)).json()) as TPlanJob).id);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Failed to generate content batch',
      batches_done: 4,
      plan_id: null,
    });
    expect((await getUsage({ db: model.t.db, userId: u.id })).content.used).toBe(0);
    expect(await (await u.request('/api/content-plans')).json()).toEqual([]);

    broken = false;
    model.fake.requests.length = 0;
    const retried = await u.request(`/api/content-strategy/jobs/${job.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(202);
    const done = await waitForJob(u, job.id);
    expect(done.status).toBe('succeeded');
    expect(model.fake.requests.map(batchOf)).toEqual([4]);
    expect((await getUsage({ db: model.t.db, userId: u.id })).content.used).toBe(1);
  });
});

describe('Try Again clicked several times at once', () => {
  const model = appWithFakeModel(5000);

  it('starts one retry and answers the others 409, taking one unit', async () => {
    let broken = true;
    const ok = batchReply(PLAN_INPUT);
    model.fake.otherwise((req) => (broken && batchOf(req) === 2 ? { status: 400, error: 'bad' } : ok(req)));
    const u = await model.t.signedInUser('retry-race@example.com');
    // Three of four units used: a retry taking a second unit would be refused with 429.
    for (let i = 0; i < 3; i++) await reserveQuota({ db: model.t.db, userId: u.id, kind: 'content' });
    const job = await waitForJob(u, ((await (await startJob(u)).json()) as TPlanJob).id);
    expect(job.status).toBe('failed');
    broken = false;
    const answers = await Promise.all(
      [1, 2, 3].map(() => u.request(`/api/content-strategy/jobs/${job.id}/retry`, { method: 'POST' })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(await r.json()).toMatchObject({ error: 'This job is already being retried.' });
    expect((await waitForJob(u, job.id)).status).toBe('succeeded');
    expect((await getUsage({ db: model.t.db, userId: u.id })).content.used).toBe(4);
  });
});

describe('a plan job interrupted by a server stop', () => {
  // Two server starts and a stop with a job in flight: 15 s on a quiet machine, twice that when busy.
  it('completes after the restart, redoing only the batches that had not finished', async () => {
    const fake = await startFakeOpenAI();
    const dataDir = mkdtempSync(join(tmpdir(), 'bf-plan-restart-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake',
      CONTENT_BATCH_CONCURRENCY: '1',
    };
    try {
      const ok = batchReply(PLAN_INPUT);
      fake.otherwise((req) => ({ ...ok(req), delayMs: 150 }));
      let t = await createTestApp(env);
      const u = await t.signedInUser('restart@example.com');
      const { id } = (await (await startJob(u)).json()) as TPlanJob;
      await expect
        .poll(
          async () => ((await (await u.request(`/api/content-strategy/jobs/${id}`)).json()) as TPlanJob).batches_done,
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThanOrEqual(2);
      await t.close();
      const before = fake.requests.map(batchOf);
      expect(before.length).toBeLessThan(5);

      t = await createTestApp(env);
      const again = t.agent();
      const signIn = await again.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
      expect(signIn.status).toBe(200);
      const job = await waitForJob({ ...again, id: u.id, email: u.email, password: u.password }, id);
      await t.close();
      expect(job.status).toBe('succeeded');
      // The batch in flight at the stop was cancelled and is asked for again; finished ones are not.
      // The cancelled request may reach the fake server's log only after the stop, so it can
      // appear twice at the start of `after`; what matters is that no finished batch runs again.
      const all = fake.requests.map(batchOf);
      const after = [...new Set(all.slice(before.length))];
      const firstAfter = after[0] ?? 0;
      expect(firstAfter).toBeGreaterThanOrEqual(3);
      expect(after).toEqual(Array.from({ length: 6 - firstAfter }, (_, i) => firstAfter + i));
      for (let batch = 1; batch < firstAfter; batch++) expect(all.filter((b) => b === batch)).toHaveLength(1);
      expect(new Set(all)).toEqual(new Set([1, 2, 3, 4, 5]));
    } finally {
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
