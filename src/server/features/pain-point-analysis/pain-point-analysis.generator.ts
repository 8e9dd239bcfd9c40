import { CONTENT_IDEA_TYPES, SEVERITIES, ZPainPointAnalysis } from '../../../shared/pain-point-analysis';
import { ZPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';
import { composePainPointAnalysis } from './pain-point-analysis.composer';

const key = (s: string) => s.trim().toLowerCase();

/** docs/product/pain-point-analysis.md (generate-pain-point-analysis): personas, pains, content, positioning, market. */
export const painPointAnalysisGenerator = defineGenerator({
  name: 'pain-point-analysis',
  description: 'Buyer personas, pain points, content ideas, positioning and market intelligence for a product',
  input: ZPainPointAnalysisInput,
  output: ZPainPointAnalysis,
  sample: {
    productName: 'ShiftPlate',
    productDescription: 'A meal planning app for shift workers that builds a week of meals in 10 minutes.',
    targetMarket: 'Nurses and paramedics on rotating shifts',
    priceRange: '$9/month',
  },
  prompt: (input) => ({
    system: `You are a product marketing strategist who turns a product into a content strategy grounded in its buyers' pain. ${VOICE} Where you estimate (market size, trends), say it is an estimate.`,
    user: [
      'Analyse the product below and return:',
      '- personas: 3 distinct buyer personas, each with a memorable name, demographics, psychographics, goals, challenges and preferred_channels;',
      `- pain_points: 2 per persona; "persona" must be one of the persona names exactly; severity is ${SEVERITIES.join(', ')};`,
      `- content_ideas: 7 ideas, one of each type (${CONTENT_IDEA_TYPES.join(', ')}); "target_persona" must be one of the persona names exactly;`,
      '- positioning: unique_value_proposition, competitive_advantages, messaging_framework (primary_message, supporting_messages) and differentiation_strategy;',
      '- market_intelligence: market_size, competitive_landscape, growth_trends, opportunities, threats.',
      '',
      answer('Product name', input.productName),
      answer('Product description', input.productDescription),
      answer('Target market', input.targetMarket),
      answer('Price range', input.priceRange),
    ].join('\n'),
  }),
  compose: composePainPointAnalysis,
  check: (out) => {
    const names = new Set(out.personas.map((p) => key(p.name)));
    const list = out.personas.map((p) => `"${p.name}"`).join(', ');
    return [
      ...out.pain_points.flatMap((p, i) =>
        names.has(key(p.persona)) ? [] : [`pain_points.${i}.persona: must be one of ${list}`],
      ),
      ...out.content_ideas.flatMap((c, i) =>
        names.has(key(c.target_persona)) ? [] : [`content_ideas.${i}.target_persona: must be one of ${list}`],
      ),
    ];
  },
});
