import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { getUsage } from '../quota/quota.service';
import { createTestApp, type TestApp } from '../test/harness';
import { activeJob, defineJob, findJob, jobHandler, retryJob, startJob } from './define-job';
import { startJobWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let failNext = true;
/** Fails its first run, then doubles; progress and result are typed, with no cast in the job. */
const doubler = defineJob<{ n: number }, { tries?: number }, { doubled: number }>({
  kind: 'test-doubler',
  quota: 'lead_magnet',
  async run({ job, setProgress }) {
    await setProgress({ tries: (job.progress.tries ?? 0) + 1 });
    if (failNext) {
      failNext = false;
      throw new Error('the model timed out');
    }
    return { doubled: job.payload.n * 2 };
  },
});

const statusOf = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status;
const settled = (id: string) =>
  expect.poll(() => statusOf(id), { timeout: 10_000, interval: 20 }).toMatch(/succeeded|failed/);
const used = async (userId: string) => (await getUsage({ db: t.db, userId })).lead_magnet.used;

describe('a job defined with defineJob', () => {
  it('holds its quota unit while it runs, gives it back when it fails, and takes one again on retry', async () => {
    const u = await t.signedInUser('define-job@example.com');
    // Queued before any worker runs, so the held unit can be seen before the job fails.
    const started = await startJob({ db: t.db, jobs: { wake: () => {}, cancel: () => {} } }, doubler, {
      userId: u.id,
      payload: { n: 21 },
    });
    expect(started.payload).toEqual({ n: 21 });
    expect(await used(u.id)).toBe(1);
    const worker = startJobWorker({
      db: t.db,
      logger: t.deps.logger,
      handlers: [jobHandler(t.deps, doubler)],
      pollMs: 20,
    });
    const deps = { db: t.db, jobs: worker };
    try {
      await settled(started.id);
      expect(await statusOf(started.id)).toBe('failed');
      expect(await used(u.id)).toBe(0);
      expect(await activeJob(doubler, { db: t.db, userId: u.id })).toBeNull();

      const retried = await retryJob(deps, doubler, { userId: u.id, id: started.id });
      expect(retried?.status).toBe('queued');
      expect(await used(u.id)).toBe(1);
      await settled(started.id);
      const done = await findJob(doubler, { db: t.db, userId: u.id, id: started.id });
      expect(done).toMatchObject({ status: 'succeeded', result: { doubled: 42 }, progress: { tries: 2 } });
      expect(await used(u.id)).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("refuses at the limit without queueing, and never shows another user's or another kind's job", async () => {
    const u = await t.signedInUser('define-job-limit@example.com');
    const other = await t.signedInUser('define-job-other@example.com');
    const deps = { db: t.db, jobs: { wake: () => {}, cancel: () => {} } };
    const first = await startJob(deps, doubler, { userId: u.id, payload: { n: 1 } });
    await startJob(deps, doubler, { userId: u.id, payload: { n: 2 } });
    await startJob(deps, doubler, { userId: u.id, payload: { n: 3 } });
    await expect(startJob(deps, doubler, { userId: u.id, payload: { n: 4 } })).rejects.toMatchObject({ status: 429 });
    expect((await activeJob(doubler, { db: t.db, userId: u.id }))?.payload).toEqual({ n: 3 });
    expect(await findJob(doubler, { db: t.db, userId: other.id, id: first.id })).toBeNull();
    const otherKind = defineJob<unknown, object, unknown>({ kind: 'test-other', run: async () => null });
    expect(await findJob(otherKind, { db: t.db, userId: u.id, id: first.id })).toBeNull();
  });
});
