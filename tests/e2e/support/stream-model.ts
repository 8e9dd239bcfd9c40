import { type FakeOpenAI, startFakeOpenAI } from '../../../src/server/ai/testing/fake-openai';
import { batchReply } from '../../../src/server/features/content-strategy/testing';
import { nicheGenerator } from '../../../src/server/features/niche-discovery/niche-discovery.generator';
import { PLAN_INPUT } from '../../../src/server/test/samples';

/**
 * What the streaming model writes for a mission, whatever the answers; the specs look for these. The first
 * is short and the others long, so the first is finished early and the page has most of the stream to
 * show it (and to be stopped) before the model is done.
 */
export const STREAMED_STATEMENTS = [
  'I help busy parents over 40 feel strong again without hours in the gym.',
  'I help office workers with nagging back pain train for twenty minutes at home and keep up with their kids again, without expensive equipment, confusing programmes or the fear of making their backs worse, through short sessions they can fit between the school run and work.',
  'I help people who hate gyms and have tried and quit before build a simple strength habit that finally sticks and leaves them pain-free, without crowded gyms, complicated plans or hours they do not have, using a few moves they can learn in one week and repeat for a lifetime.',
];

/**
 * A fake model that streams, slowly enough for a page to show the parts as they arrive: the mission's
 * statements over 4 s and each plan batch over 6 s. It answers by generator name, so any test may ask.
 */
export async function startStreamingModel(): Promise<FakeOpenAI> {
  const model = await startFakeOpenAI();
  const batch = batchReply(PLAN_INPUT, { stream: { firstChunkMs: 300, durationMs: 6000, chunks: 120 } });
  model.otherwise((req) => {
    const name = req.response_format?.json_schema?.name;
    if (name === 'mission')
      return { json: { statements: STREAMED_STATEMENTS }, stream: { firstChunkMs: 300, durationMs: 4000, chunks: 40 } };
    if (name === 'content-batch') return batch(req);
    // Its result does not depend on the answers (the generator has no input-dependent check).
    if (name === nicheGenerator.name)
      return {
        json: nicheGenerator.compose(nicheGenerator.input.parse(nicheGenerator.sample)),
        stream: { firstChunkMs: 300, durationMs: 5000, chunks: 60 },
      };
    return { status: 500, error: `the streaming e2e model has no script for "${name ?? 'an unnamed request'}"` };
  });
  return model;
}
