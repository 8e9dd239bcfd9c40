import { ZAudienceSuggestions, ZAudienceSuggestionsInput } from '../../../shared/content-strategy';
import { PERSONAS } from '../../ai/compose/bank/personas';
import { seeded } from '../../ai/compose/rng';
import { clip, fill, lowerFirst, phrase } from '../../ai/compose/text';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';

const SUGGESTIONS = 6;

/** Spec document 2, section 7 (generate-audience-suggestions): audience segments for a niche. */
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
    const topic = lowerFirst(phrase(niche, 6));
    const personas = seeded({ niche }).sample(PERSONAS, SUGGESTIONS);
    return { audiences: personas.map((p) => clip(fill(p.segment, { topic }), 200)) };
  },
});
