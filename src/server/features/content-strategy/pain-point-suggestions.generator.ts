import { ZPainPointSuggestions } from '../../../shared/content-strategy';
import { ZPainPointSuggestionsInput } from '../../../shared/content-plan-input';
import { PAINS } from '../../ai/compose/bank/pains';
import { seeded } from '../../ai/compose/rng';
import { audience as audienceOf, nicheParts, prime } from '../../ai/compose/language';
import { clip, fill } from '../../ai/compose/text';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';

const SUGGESTIONS = 6;

/** Pains that only make sense for this audience, next to the general bank. */
const FOR_AUDIENCE = [
  'Advice about {topic} that ignores the reality of {people}',
  'Not seeing results from {topic} fast enough to stay motivated as one of the {audience}',
];

/** docs/product/content-strategy.md (generate-pain-points): what the audience struggles with in the niche. */
export const painPointSuggestionsGenerator = defineGenerator({
  name: 'pain-point-suggestions',
  description: 'Pain point suggestions for an audience in a niche',
  input: ZPainPointSuggestionsInput,
  output: ZPainPointSuggestions,
  sample: { niche: 'Meal prep for night-shift nurses', audience: 'Nurses working night shifts' },
  prompt: ({ niche, audience }) => ({
    system: `You are a content strategist who finds the problems an audience would stop scrolling for. ${VOICE}`,
    user: [
      `List ${SUGGESTIONS} specific pain points this audience has in this niche, in the "painPoints" list.`,
      'Each is one line under 15 words, in the words the audience would use themselves (for example "Spending Sunday nights dreading the week\'s meal planning"). Mix practical, emotional and financial pains.',
      '',
      answer('Niche', niche),
      answer('Audience', audience),
    ].join('\n'),
  }),
  compose: ({ niche, audience }) => {
    prime({ audience: [audience], phrase: [niche] });
    const { subject, people } = nicheParts(niche, 6);
    const slots = { topic: subject, audience: audienceOf(audience, 8), people: people ?? audienceOf(audience, 8) };
    const rng = seeded({ niche, audience });
    const general = rng.sample(PAINS, SUGGESTIONS - FOR_AUDIENCE.length).map((p) => p.pain);
    const pains = [...general, ...FOR_AUDIENCE];
    return { painPoints: pains.map((p) => clip(fill(p, slots), 200)) };
  },
});
