/**
 * AI engine benchmark.
 * 1. Engine overhead per call: a fake OpenAI-compatible server answers every call after a fixed delay;
 *    overhead = wall time - delay. Measured for a raw HTTP round trip (the floor), runModel (SDK,
 *    prompt, parsing, validation) and generate() (plus input parsing and the ai_runs insert on PGlite).
 * 2. Offline composer time per generator, alone and with output validation.
 * Usage: npx tsx bench/ai-engine.ts [--calls 40] [--delay 50] [--compose 300]
 */
import { cpus } from 'node:os';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runModel } from '../src/server/ai/engine';
import { generate } from '../src/server/ai/generate';
import { parseInput, validateOutput } from '../src/server/ai/generator';
import { resolveTarget } from '../src/server/ai/registry';
import { startFakeOpenAI } from '../src/server/ai/testing/fake-openai';
import { GENERATORS } from '../src/server/features';
import { createLogger } from '../src/server/logger';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const CALLS = arg('calls', 40);
const DELAY = arg('delay', 50);
const COMPOSE = arg('compose', 300);

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const fmt = (n: number, digits = 2) => n.toFixed(digits).padStart(8);

async function time(n: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < Math.min(5, n); i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const cpu = cpus();
console.log(`Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);

const fake = await startFakeOpenAI();
const config = loadConfig({
  AUTH_SECRET: 'x'.repeat(32),
  DATA_DIR: 'memory://',
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'bench',
  AI_TIMEOUT_MS: '30000',
});
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const logger = createLogger('silent');
const deps = { config, db: database.db, logger };
const { model } = await resolveTarget(config.ai);
if (!model) throw new Error('expected a model');

console.log(`\nEngine overhead per call (ms over the fake server's ${DELAY} ms delay; ${CALLS} calls each)`);
console.log('generator            answer KB   step                      median      p95');
for (const name of ['social-bios', 'content-batch', 'lead-magnet'] as const) {
  const generator = GENERATORS.find((g) => g.name === name);
  if (!generator) throw new Error(`no generator named ${name}`);
  const input = generator.sample;
  const parsed = parseInput(generator, input);
  const answer = JSON.stringify(generator.compose(parsed));
  fake.otherwise({ content: answer, delayMs: DELAY });
  const body = JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: 'x' }] });
  const steps: [string, () => Promise<unknown>][] = [
    [
      'HTTP round trip (floor)',
      () => fetch(`${fake.baseUrl}/chat/completions`, { method: 'POST', body }).then((r) => r.text()),
    ],
    ['runModel', () => runModel(model, generator, parsed, { timeoutMs: 30_000, logger })],
    ['generate (with run log)', () => generate(deps, generator, input, { userId: null })],
  ];
  for (const [step, fn] of steps) {
    const over = (await time(CALLS, fn)).map((ms) => ms - DELAY);
    const kb = (answer.length / 1024).toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(20)} ${kb}      ${step.padEnd(24)} ${fmt(quantile(over, 0.5))} ${fmt(quantile(over, 0.95))}`,
    );
  }
}

console.log(`\nOffline composer per generator (ms per call; ${COMPOSE} calls each)`);
console.log('generator               compose median   p95   compose+validate median   p95');
for (const generator of GENERATORS) {
  const { name, sample: input } = generator;
  const parsed = parseInput(generator, input);
  const compose = await time(COMPOSE, () => generator.compose(parsed));
  const both = await time(COMPOSE, () => validateOutput(generator, generator.compose(parsed), parsed));
  console.log(
    `${name.padEnd(22)} ${fmt(quantile(compose, 0.5), 3)} ${fmt(quantile(compose, 0.95), 3)}        ${fmt(quantile(both, 0.5), 3)} ${fmt(quantile(both, 0.95), 3)}`,
  );
}

await fake.close();
await database.close();
