import { ZAudienceSuggestions } from '../../../shared/content-strategy';
import { ZAudienceSuggestionsInput } from '../../../shared/content-plan-input';
import { PERSONAS } from '../../ai/compose/bank/personas';
import { seeded } from '../../ai/compose/rng';
import { nicheParts, prime } from '../../ai/compose/language';
import { clip, fill, upperFirst } from '../../ai/compose/text';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';

const SUGGESTIONS = 6;

/** Segments of the people a niche names ("meal prep for night-shift nurses"), by stage and situation. */
const SEGMENTS = [
  '{people} who are new to {topic} and want a clear first step',
  '{people} already doing {topic} who have hit a plateau',
  '{people} who can give {topic} only a few hours a week',
  '{people} who gave {topic} a go before and stopped',
  '{people} who want faster results from {topic}',
  '{people} comparing options before they commit to {topic}',
  '{people} who want to turn {topic} into extra income',
  '{people} who need {topic} to work around a full-time job',
];

/** docs/product/content-strategy.md (generate-audience-suggestions): audience segments for a niche. */
export const audienceSuggestionsGenerator = defineGenerator({
  name: 'audience-suggestions',
  description: 'Target audience suggestions for a niche',
  input: ZAudienceSuggestionsInput,
  output: ZAudienceSuggestions,
  sample: { niche: 'Meal prep for night-shift nurses' },
  prompt: ({ niche }) => ({
    system: `You are a content strategist who helps creators choose who to make content for. ${VOICE}`,
    user: [
      `Suggest ${SUGGESTIONS} distinct target audiences for a creator in this niche, in the "audiences" list.`,
      'Each is one line under 20 words naming who they are and what they want (for example "New managers who want to run better one-to-ones"). Cover different life stages and levels of experience.',
      '',
      answer('Niche', niche),
    ].join('\n'),
  }),
  compose: ({ niche }) => {
    prime({ phrase: [niche] });
    const { subject: topic, people } = nicheParts(niche, 6);
    const rng = seeded({ niche });
    // A niche that names its people is split by stage; one that does not gets the general archetypes.
    const frames = people ? rng.sample(SEGMENTS, SUGGESTIONS) : rng.sample(PERSONAS, SUGGESTIONS).map((p) => p.segment);
    return { audiences: frames.map((f) => clip(upperFirst(fill(f, { topic, people: people ?? '' })), 200)) };
  },
});
