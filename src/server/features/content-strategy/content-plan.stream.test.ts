import { describe, expect, it } from 'vitest';
import { GENERATION_STOPPED_MESSAGE } from '../../../shared/generation-request';
import type { TContentPlan, TPlanJob } from '../../../shared/content-strategy';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { getUsage } from '../../quota/quota.service';
import type { TestApp } from '../../test/harness';
import { PLAN_INPUT } from '../../test/samples';
import { batchReply } from './testing';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

const readJob = async (u: Agent, id: string) =>
  (await (await u.request(`/api/content-strategy/jobs/${id}`)).json()) as TPlanJob;

async function start(u: Agent) {
  return (await (await u.request('/api/content-strategy/jobs', { json: PLAN_INPUT })).json()) as TPlanJob;
}

describe('a 30-day plan written by a model that streams', () => {
  const model = appWithFakeModel(10_000);

  it('shows rows with their title and summary while the batches are still being written', async () => {
    model.fake.reset();
    model.fake.otherwise(batchReply(PLAN_INPUT, { stream: { firstChunkMs: 100, durationMs: 2500, chunks: 120 } }));
    const u = await model.t.signedInUser('stream-plan@example.com');
    const { id } = await start(u);
    const seen: TPlanJob[] = [];
    await expect
      .poll(
        async () => {
          const job = await readJob(u, id);
          seen.push(job);
          return job.status === 'running' && job.rows_done > 0 && job.batches_done === 0;
        },
        { timeout: 8000, interval: 100 },
      )
      .toBe(true);
    const early = seen.at(-1)!;
    expect(early.rows_total).toBe(30);
    expect(early.rows_done).toBe(early.draft_rows.length);
    expect(early.draft_rows.map((r) => r.day)).toEqual([...early.draft_rows.map((r) => r.day)].sort((a, b) => a - b));
    for (const row of early.draft_rows) expect(row.title.length).toBeGreaterThan(0);

    let done: TPlanJob | undefined;
    await expect
      .poll(async () => (done = await readJob(u, id)).status, { timeout: 15_000, interval: 100 })
      .toBe('succeeded');
    const plan = (await (await u.request(`/api/content-plans/${done!.plan_id}`)).json()) as TContentPlan;
    // Every row shown while writing is the saved row's title and summary: nothing on screen is replaced.
    const saved = new Map(plan.generated_content.rows.map((r) => [r.day, r]));
    for (const job of seen)
      for (const row of job.draft_rows)
        expect({ title: row.title, summary: row.summary }).toEqual({
          title: saved.get(row.day)?.title,
          summary: saved.get(row.day)?.summary,
        });
    expect(done).toMatchObject({ rows_done: 30, draft_rows: [] });
  });

  it('Stop ends the job at once, saves no plan, gives the unit back; it is only the owner’s to stop', async () => {
    model.fake.reset();
    model.fake.otherwise(batchReply(PLAN_INPUT, { stream: { firstChunkMs: 100, durationMs: 6000, chunks: 120 } }));
    const u = await model.t.signedInUser('stop-plan@example.com');
    const other = await model.t.signedInUser('not-the-owner@example.com');
    const { id } = await start(u);
    await expect
      .poll(async () => (await readJob(u, id)).rows_done, { timeout: 8000, interval: 100 })
      .toBeGreaterThan(0);
    expect((await getUsage({ db: model.t.db, userId: u.id })).content.used).toBe(1);

    expect((await other.request(`/api/content-strategy/jobs/${id}/stop`, { method: 'POST' })).status).toBe(404);
    const crossSite = { method: 'POST', headers: { origin: 'https://evil.example' } };
    expect((await u.request(`/api/content-strategy/jobs/${id}/stop`, crossSite)).status).toBe(403);
    expect((await u.request('/api/content-strategy/jobs/not-a-job/stop', { method: 'POST' })).status).toBe(400);
    expect((await readJob(u, id)).status).toBe('running');
    const stopped = await u.request(`/api/content-strategy/jobs/${id}/stop`, { method: 'POST' });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ status: 'failed', error: GENERATION_STOPPED_MESSAGE, plan_id: null });
    expect((await getUsage({ db: model.t.db, userId: u.id })).content.used).toBe(0);
    // A second click finds it ended.
    expect((await u.request(`/api/content-strategy/jobs/${id}/stop`, { method: 'POST' })).status).toBe(409);

    // The model calls were cut: nothing more is written, and no plan appears later.
    const after = model.fake.requests.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(model.fake.requests.length).toBe(after);
    expect(await readJob(u, id)).toMatchObject({ status: 'failed', plan_id: null });
    expect(await (await u.request('/api/content-plans')).json()).toEqual([]);
  });
});
