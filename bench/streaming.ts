/**
 * Streamed generation, as a person sees it: a fake model streams each answer over D = 4 s, its first
 * chunk at 0.3 s (bench/lib/streaming-model.ts, in a process of its own). For the app with streaming on
 * and with AI_STREAM=off (the behaviour before streaming, one whole answer), in the same run:
 * - mission: from the click (POST /api/missions as the browser sends it) to the first statement the
 *   page can show, and to the saved result;
 * - plan: from the click (POST /api/content-strategy/jobs) to the first row the generating screen shows
 *   (it asks every PLAN_JOB_POLL_MS, as the page does) and to the saved plan;
 * - the server's CPU time per mission and per plan (process.cpuUsage, the model's process excluded).
 * Usage: npx tsx bench/streaming.ts [--runs 5]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { GENERATION_STREAM_TYPE, isGenerationStream } from '../src/shared/generation-request';
import { PLAN_JOB_POLL_MS, type TPlanJob } from '../src/shared/content-strategy';
import { readGenerationStream } from '../src/shared/generation-stream';
import { grantRole } from '../src/server/auth/roles';
import { createTestApp } from '../src/server/test/harness';
import { MISSION_ANSWERS, PLAN_INPUT } from '../src/server/test/samples';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const RUNS = arg('runs', 5);
const D = 4000;
const FIRST_CHUNK = 300;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const model = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/streaming-model.ts'], {
  env: { ...process.env, STREAM_MS: String(D), FIRST_CHUNK_MS: String(FIRST_CHUNK) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = (await once(model.stdout, 'data')) as [Buffer];
const baseUrl = line.toString().trim();

const cpu = cpus();
console.log(`Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(`Model: D = ${D} ms per answer, first chunk at ${FIRST_CHUNK} ms, ${RUNS} runs each\n`);

async function app(stream: boolean) {
  const t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseUrl,
    AI_MODEL: 'bench',
    AI_TIMEOUT_MS: '60000',
    AI_STREAM: stream ? 'on' : 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const user = await t.signedInUser(`bench-${stream ? 'on' : 'off'}@example.com`);
  await grantRole(t.db, user.id, 'admin'); // no monthly limit or hourly rate in the way of the runs
  return { t, user };
}
type App = Awaited<ReturnType<typeof app>>;

async function mission({ user }: App) {
  const start = performance.now();
  let first = NaN;
  const res = await user.request('/api/missions', {
    json: MISSION_ANSWERS,
    headers: { accept: `${GENERATION_STREAM_TYPE}, application/json` },
  });
  if (isGenerationStream(res)) {
    const outcome = await readGenerationStream(res.body!, (p) => {
      const shown = (p as { statements?: unknown[] }).statements?.length ?? 0;
      if (shown > 0 && Number.isNaN(first)) first = performance.now() - start;
    });
    if (!outcome?.ok) throw new Error(`the mission failed: ${JSON.stringify(outcome)}`);
  } else if (res.status !== 201) throw new Error(`the mission failed: ${res.status} ${await res.text()}`);
  else await res.json();
  const done = performance.now() - start;
  return { first: Number.isNaN(first) ? done : first, done };
}

async function plan({ user }: App) {
  const start = performance.now();
  const res = await user.request('/api/content-strategy/jobs', { json: PLAN_INPUT });
  if (res.status !== 202) throw new Error(`the plan did not start: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as TPlanJob;
  let first = NaN;
  // The page's first read comes at once (the answer to the click), then one every PLAN_JOB_POLL_MS.
  await sleep(Math.random() * PLAN_JOB_POLL_MS);
  for (;;) {
    const job = (await (await user.request(`/api/content-strategy/jobs/${id}`)).json()) as TPlanJob;
    const at = performance.now() - start;
    if (job.status === 'failed') throw new Error(`the plan failed: ${job.error}`);
    if (job.status === 'succeeded') return { first: Number.isNaN(first) ? at : first, done: at };
    if (job.draft_rows.length > 0 && Number.isNaN(first)) first = at;
    await sleep(PLAN_JOB_POLL_MS);
  }
}

async function measure(a: App) {
  const m = { first: [] as number[], done: [] as number[], cpu: [] as number[] };
  const p = { first: [] as number[], done: [] as number[], cpu: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    let before = cpuMs();
    const mr = await mission(a);
    m.cpu.push(cpuMs() - before);
    m.first.push(mr.first);
    m.done.push(mr.done);
    before = cpuMs();
    const pr = await plan(a);
    p.cpu.push(cpuMs() - before);
    p.first.push(pr.first);
    p.done.push(pr.done);
  }
  return { m, p };
}

const rows: [string, string, string][] = [];
const results: Record<'off' | 'on', Awaited<ReturnType<typeof measure>>> = {} as never;
for (const mode of ['off', 'on'] as const) {
  const a = await app(mode === 'on');
  await mission(a); // warm-up: the AI SDK and the provider module load on the first call
  results[mode] = await measure(a);
  await a.t.close();
}
const { off, on } = results;
rows.push(
  ['click → first mission statement shown', s(median(off.m.first)), s(median(on.m.first))],
  ['click → mission saved and shown', s(median(off.m.done)), s(median(on.m.done))],
  ['click → first plan row shown', s(median(off.p.first)), s(median(on.p.first))],
  ['click → whole plan saved and shown', s(median(off.p.done)), s(median(on.p.done))],
  ['server CPU per mission', `${median(off.m.cpu).toFixed(0)} ms`, `${median(on.m.cpu).toFixed(0)} ms`],
  ['server CPU per plan (5 batches)', `${median(off.p.cpu).toFixed(0)} ms`, `${median(on.p.cpu).toFixed(0)} ms`],
);
console.log('| median of the runs | one whole answer (AI_STREAM=off) | streamed |');
console.log('| --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(
  `\nGoal: first line within 1 s of the first chunk (${s(FIRST_CHUNK + 1000)} from the click), plan within D + 0.3 s (${s(D + 300)}).`,
);
model.kill('SIGTERM');
