/**
 * A fake model in a process of its own, so the server's CPU time is measured without it. Every answer
 * streams over D ms, its first chunk at FIRST ms, in chunks of about four characters (a token); asked
 * not to stream, it answers whole at D ms. Prints its base URL on the first line of its output.
 */
import { MISSION_VARIATIONS } from '../../src/shared/mission';
import { startFakeOpenAI, type ChatRequest, type FakeReply } from '../../src/server/ai/testing/fake-openai';
import { batchReply } from '../../src/server/features/content-strategy/testing';
import { PLAN_INPUT } from '../../src/server/test/samples';

const D = Number(process.env.STREAM_MS ?? 4000);
const FIRST = Number(process.env.FIRST_CHUNK_MS ?? 300);

const statements = Array.from(
  { length: MISSION_VARIATIONS },
  (_, i) =>
    `I help busy parents number ${i + 1} cook healthy family dinners in twenty minutes without a meal plan that falls apart by Wednesday.`,
);
const batch = batchReply(PLAN_INPUT);

function reply(req: ChatRequest): FakeReply {
  const answer = req.response_format?.json_schema?.name === 'mission' ? { json: { statements } } : batch(req);
  if (req.stream !== true) return { ...answer, delayMs: D };
  const chunks = Math.ceil(JSON.stringify(answer.json).length / 4);
  return { ...answer, stream: { firstChunkMs: FIRST, durationMs: D, chunks } };
}

const fake = await startFakeOpenAI();
fake.otherwise(reply);
console.log(fake.baseUrl);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
