import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { claimJob, enqueueJob, getUserJob, requeueFailedJob } from './jobs.service';
import { type JobHandler, startJobWorker } from './worker';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.signedInUser('jobs@example.com')).id;
});
afterAll(async () => t.close());

const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const settle = (id: string) =>
  expect.poll(async () => (await jobRow(id))?.status, { timeout: 10_000, interval: 20 }).toMatch(/succeeded|failed/);

describe('durable jobs', () => {
  it('runs a queued job, records progress and the result', async () => {
    const handler: JobHandler = {
      kind: 'double',
      async run({ job, setProgress }) {
        await setProgress({ done: 1, total: 1 });
        return { value: (job.payload as { n: number }).n * 2 };
      },
    };
    const worker = startJobWorker({ db: t.db, logger: t.deps.logger, handlers: [handler], pollMs: 20 });
    const job = await enqueueJob(t.db, { kind: 'double', userId, payload: { n: 21 } });
    worker.wake();
    await settle(job.id);
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({
      status: 'succeeded',
      result: { value: 42 },
      progress: { done: 1, total: 1 },
      lockedBy: null,
    });
  });

  it('never gives the same job to two workers', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      kind: 'count',
      async run({ job }) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 10));
        return null;
      },
    };
    const created = await Promise.all(
      Array.from({ length: 12 }, () => enqueueJob(t.db, { kind: 'count', userId, payload: {} })),
    );
    const workers = [1, 2, 3].map(() =>
      startJobWorker({ db: t.db, logger: t.deps.logger, handlers: [handler], pollMs: 10, concurrency: 3 }),
    );
    for (const j of created) await settle(j.id);
    await Promise.all(workers.map((w) => w.stop()));
    expect([...runs.values()]).toEqual(Array(12).fill(1));
  });

  it('marks a throwing job failed, calls onFailed once, and can be retried with its progress kept', async () => {
    let calls = 0;
    const failures: string[] = [];
    const handler: JobHandler = {
      kind: 'flaky',
      async run({ job, setProgress }) {
        calls++;
        const before = job.progress as { done?: number };
        if (calls === 1) {
          await setProgress({ done: 3 });
          throw new Error('batch 4 failed');
        }
        return { resumedFrom: before.done };
      },
      async onFailed(_job, error) {
        failures.push(error);
      },
    };
    const worker = startJobWorker({ db: t.db, logger: t.deps.logger, handlers: [handler], pollMs: 20 });
    const job = await enqueueJob(t.db, { kind: 'flaky', userId, payload: {} });
    await settle(job.id);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: 'batch 4 failed' });
    expect(failures).toEqual(['batch 4 failed']);

    expect(await requeueFailedJob({ db: t.db, id: job.id, userId: 'someone-else' })).toBeNull();
    expect((await requeueFailedJob({ db: t.db, id: job.id, userId }))?.status).toBe('queued');
    worker.wake();
    await settle(job.id);
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded', result: { resumedFrom: 3 } });
  });

  it('resumes a job whose worker stopped mid-run, from where it got to', async () => {
    const seen: number[] = [];
    const handler: JobHandler = {
      kind: 'steps',
      async run({ job, signal, setProgress }) {
        let done = (job.progress as { done?: number }).done ?? 0;
        while (done < 5) {
          signal.throwIfAborted();
          await new Promise((r) => setTimeout(r, 30));
          done++;
          seen.push(done);
          await setProgress({ done });
        }
        return { done };
      },
    };
    const first = startJobWorker({ db: t.db, logger: t.deps.logger, handlers: [handler], pollMs: 10 });
    const job = await enqueueJob(t.db, { kind: 'steps', userId, payload: {} });
    await expect
      .poll(async () => ((await jobRow(job.id))?.progress as { done?: number }).done ?? 0, { interval: 10 })
      .toBeGreaterThanOrEqual(2);
    await first.stop();
    const stopped = await jobRow(job.id);
    expect(stopped?.status).toBe('running');
    const reached = (stopped?.progress as { done: number }).done;
    expect(reached).toBeLessThan(5);

    const second = startJobWorker({ db: t.db, logger: t.deps.logger, handlers: [handler], pollMs: 10 });
    await settle(job.id);
    await second.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded', result: { done: 5 }, attempts: 2 });
    expect(seen.filter((n) => n > reached)).toEqual(Array.from({ length: 5 - reached }, (_, i) => reached + 1 + i));
  });

  it('reclaims a job whose worker died (lease expired) but not one under a live lease', async () => {
    const job = await enqueueJob(t.db, { kind: 'orphan', userId, payload: {} });
    const claimed = await claimJob(t.db, { workerId: 'dead-worker', kinds: ['orphan'], leaseMs: 60_000 });
    expect(claimed?.id).toBe(job.id);
    expect(await claimJob(t.db, { workerId: 'other', kinds: ['orphan'], leaseMs: 60_000 })).toBeNull();
    await t.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    const again = await claimJob(t.db, { workerId: 'other', kinds: ['orphan'], leaseMs: 60_000 });
    expect(again).toMatchObject({ id: job.id, lockedBy: 'other', attempts: 2 });
  });

  it('shows a job only to its owner', async () => {
    const job = await enqueueJob(t.db, { kind: 'private', userId, payload: {} });
    expect((await getUserJob({ db: t.db, id: job.id, userId }))?.id).toBe(job.id);
    expect(await getUserJob({ db: t.db, id: job.id, userId: 'another-user' })).toBeNull();
  });
});
