import { LEAD_MAGNET_TYPES, ZLeadMagnetContent, ZLeadMagnetInput } from '../../../shared/lead-magnets';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer, bullets } from '../../ai/prompts';
import { composeLeadMagnet } from './lead-magnet.composer';

/** docs/product/lead-magnets.md (generate-lead-magnet): the generated content of a lead magnet. */
export const leadMagnetGenerator = defineGenerator({
  name: 'lead-magnet',
  description:
    'The full content of a lead magnet: summary, hooks, templates, formulas, main content and analytics guide',
  input: ZLeadMagnetInput,
  output: ZLeadMagnetContent,
  sample: {
    title: 'The 7-Day Night Shift Meal Prep Kit',
    targetAudience: 'Nurses on night shifts',
    industry: 'Healthcare',
    painPoints: ['Living on vending machine snacks', 'No time to cook'],
    leadMagnetType: 'checklist',
    contentOutline: {
      sections: [
        { title: 'Your one-hour prep session', description: 'How to prep a week of meals in one hour.' },
        { title: 'Snacks that beat the vending machine', description: 'Ten snacks that keep energy steady.' },
      ],
      objectives: ['Prep a week of meals in one hour'],
    },
  },
  prompt: (input) => {
    const type = LEAD_MAGNET_TYPES.find((t) => t.id === input.leadMagnetType)?.label ?? input.leadMagnetType;
    const { sections, objectives } = input.contentOutline;
    return {
      system: `You create lead magnets that creators and small businesses give away in exchange for an email address: useful enough that readers act on them the same day. ${VOICE}`,
      user: [
        `Write the content of a ${type} lead magnet.`,
        `- mainContent: one entry per outline section below, in order, with the section's title; "content" is the finished text of that section (150-400 words), keyPoints its 3-5 takeaways.`,
        `- viralHooksCollection: 3-5 hook categories, each with the platforms it suits, ${input.leadMagnetType === 'viral_hooks' ? '12-20' : '5-8'} ready-to-post hooks about the pain points, and the psychology triggers it uses.`,
        '- customizationTemplates: 3-5 fill-in-the-blank templates with filled-in examples and a use case; viralFormulas: 3-5 named post structures with an example each.',
        '- analyticsGuide: metrics to track and optimisation tips; actionableItems: the steps a reader takes after reading; executiveSummary: 3-5 sentences.',
        '',
        answer('Title', input.title),
        answer('Description', input.description),
        answer('Target audience', input.targetAudience),
        answer('Industry', input.industry),
        bullets('Pain points', input.painPoints),
        bullets('Learning objectives', objectives),
        'Outline:',
        ...sections.map(
          (s, i) =>
            `${i + 1}. ${s.title}: ${s.description}${s.keyPoints.length ? ` (key points: ${s.keyPoints.join('; ')})` : ''}`,
        ),
        `Design: ${input.designPreferences.style} style, ${input.designPreferences.colorScheme} colours${input.designPreferences.includeCharts ? ', suggest charts where they help' : ''}.`,
      ].join('\n'),
    };
  },
  compose: composeLeadMagnet,
  check: ({ mainContent }, { contentOutline: { sections } }) =>
    mainContent.length >= sections.length
      ? []
      : [`mainContent: needs one entry per outline section (${sections.length}); got ${mainContent.length}`],
});
