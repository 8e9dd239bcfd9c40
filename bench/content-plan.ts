/**
 * 30-day plan wall time: the durable server-side job against the spec's original client-driven sequence.
 * A fake OpenAI-compatible server answers every content batch after a fixed delay D.
 * - Job: POST /api/content-strategy/jobs on an in-process app, then GET /jobs/:id every 20 ms until the
 *   plan is saved (the five batches run concurrently on the server).
 * - Client-driven (docs/product/content-strategy.md): five batch calls one after another with a 1 s pause
 *   between them, then the 0.5 s hand-off, then the save; each call runs the same engine against the
 *   same fake server, as the per-batch function did.
 * Usage: npx tsx bench/content-plan.ts [--delay 2000] [--runs 3]
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import {
  CONTENT_BATCH_SIZE,
  CONTENT_PLAN_BATCHES,
  type TContentRow,
  type TPlanJob,
} from '../src/shared/content-strategy';
import { generate } from '../src/server/ai/generate';
import { startFakeOpenAI } from '../src/server/ai/testing/fake-openai';
import { grantRole } from '../src/server/auth/roles';
import { contentBatchGenerator } from '../src/server/features/content-strategy/content-batch.generator';
import { savePlanOnce } from '../src/server/features/content-strategy/content-plans.service';
import { batchReply } from '../src/server/features/content-strategy/testing';
import { PLAN_INPUT } from '../src/server/test/samples';
import { createTestApp } from '../src/server/test/harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const DELAY = arg('delay', 2000);
const RUNS = arg('runs', 3);
const PAUSE_MS = 1000;
const HAND_OFF_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const cpu = cpus();
console.log(`Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(`Fake model delay D = ${DELAY} ms per batch, ${RUNS} runs each\n`);

const fake = await startFakeOpenAI();
fake.otherwise(batchReply(PLAN_INPUT, { delayMs: DELAY }));
const t = await createTestApp({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'bench',
  AI_TIMEOUT_MS: '60000',
});
const user = await t.signedInUser('bench@example.com');
// Unlimited plans, so the runs are not stopped by the monthly quota.
await grantRole(t.db, user.id, 'admin');

async function serverJob(): Promise<number> {
  const start = performance.now();
  const res = await user.request('/api/content-strategy/jobs', { json: PLAN_INPUT });
  if (res.status !== 202) throw new Error(`the job did not start: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as TPlanJob;
  for (;;) {
    const job = (await (await user.request(`/api/content-strategy/jobs/${id}`)).json()) as TPlanJob;
    if (job.status === 'succeeded' && job.plan_id) return performance.now() - start;
    if (job.status === 'failed') throw new Error(`the job failed: ${job.error}`);
    await sleep(20);
  }
}

async function clientDriven(): Promise<number> {
  const start = performance.now();
  const rows: TContentRow[] = [];
  for (let batchNumber = 1; batchNumber <= CONTENT_PLAN_BATCHES; batchNumber++) {
    const input = { ...PLAN_INPUT, batchNumber, batchSize: CONTENT_BATCH_SIZE };
    const { output } = await generate(t.deps, contentBatchGenerator, input, { userId: user.id });
    rows.push(...output.rows);
    if (batchNumber < CONTENT_PLAN_BATCHES) await sleep(PAUSE_MS);
  }
  await sleep(HAND_OFF_MS);
  rows.sort((a, b) => a.day - b.day);
  await savePlanOnce({ db: t.db, id: randomUUID(), userId: user.id, input: PLAN_INPUT, rows, offline: false });
  return performance.now() - start;
}

const results: Record<string, number[]> = { job: [], client: [] };
for (let run = 1; run <= RUNS; run++) {
  results.job?.push(await serverJob());
  results.client?.push(await clientDriven());
  console.log(
    `run ${run}: job ${seconds(results.job?.at(-1) ?? NaN)}, client-driven ${seconds(results.client?.at(-1) ?? NaN)}`,
  );
}

const job = median(results.job ?? []);
const client = median(results.client ?? []);
console.log(`\nmedian, Generate to saved plan:`);
console.log(`  durable job (5 batches concurrently) ${seconds(job)}  = D + ${seconds(job - DELAY)}`);
console.log(
  `  client-driven (5 x D + 4 x 1 s + 0.5 s) ${seconds(client)}  = ${CONTENT_PLAN_BATCHES} x D + ${seconds(client - CONTENT_PLAN_BATCHES * DELAY)}`,
);
console.log(`  ratio ${(client / job).toFixed(1)}x faster`);
console.log(`  model requests: ${fake.requests.length} (${RUNS * 2 * CONTENT_PLAN_BATCHES} expected)`);

await t.close();
await fake.close();
