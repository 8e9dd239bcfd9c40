import {
  CONTENT_IDEA_TYPES,
  type TContentIdea,
  type TPainPoint,
  type TPainPointAnalysis,
  type TPainPointAnalysisInput,
  type TPersona,
} from '../../../shared/pain-point-analysis';
import { ANGLES } from '../../ai/compose/bank/angles';
import { PAINS } from '../../ai/compose/bank/pains';
import { PERSONAS } from '../../ai/compose/bank/personas';
import { seeded } from '../../ai/compose/rng';
import { asNounPhrase, clip, fill, lowerFirst, phrase, sentence, topicOf, upperFirst } from '../../ai/compose/text';

const CTA_BY_TYPE: Record<TContentIdea['type'], string> = {
  'Blog Post': 'Download the checklist at the end of the post',
  Video: 'Watch to the end for the three-step fix',
  'Social Media': 'Save this post and send it to someone who needs it',
  Email: 'Reply with your biggest question about it',
  Webinar: 'Save your seat for the live session',
  'Case Study': 'Book a short call to see if {product} fits you',
  Infographic: 'Share it with your team',
};

const SEVERITY: TPainPoint['severity'][] = ['High', 'Medium', 'High', 'Medium', 'Medium', 'Low'];

/** Words that name what is sold rather than what it is about: "meal planning app" is about meal planning. */
const PRODUCT_NOUN =
  /\s+(?:app|application|tool|platform|software|course|program|programme|service|system|kit|e?book|guide|plugin|extension|templates?|membership|subscription|product)$/i;

interface Context {
  product: string;
  market: string;
  /** What the product is ("meal planning app"). */
  category: string;
  /** What it is about ("meal planning"). */
  topic: string;
  benefit: string | undefined;
  price: string | undefined;
}

/** What the product is about and who it serves, read from the form. */
function context(input: TPainPointAnalysisInput): Context {
  const description = input.productDescription.replace(/^\s*(?:a|an|the|our|my)\s+/i, '');
  const forWhom = /\bfor\s+([^,.;]+)/i.exec(description)?.[1];
  const benefit = /\b(?:that|which|so)\s+([^.;]+)/i.exec(description)?.[1];
  return {
    product: clip(input.productName, 60),
    market: lowerFirst(phrase(input.targetMarket || forWhom || 'your customers', 8)),
    category: topicOf(description),
    topic: topicOf(description).replace(PRODUCT_NOUN, ''),
    benefit: benefit ? asNounPhrase(phrase(benefit, 12)) : undefined,
    price: input.priceRange ? clip(input.priceRange, 60) : undefined,
  };
}

function personas(ctx: Context, archetypes: typeof PERSONAS, slots: Record<string, string>): TPersona[] {
  return archetypes.map((a) => ({
    name: a.label,
    demographics: clip(
      `${upperFirst(ctx.market)}, ${a.stage}${ctx.price ? `; expects to pay around ${ctx.price}` : ''}.`,
      400,
    ),
    psychographics: a.psychographics,
    goals: a.goals.map((g) => clip(fill(g, slots), 200)),
    challenges: a.challenges,
    preferred_channels: a.channels,
  }));
}

/** Personas, pains, content, positioning and market notes for a product, from its description and the bank's patterns. */
export function composePainPointAnalysis(input: TPainPointAnalysisInput): TPainPointAnalysis {
  const rng = seeded(input);
  const ctx = context(input);
  const slots = {
    topic: ctx.topic,
    audience: ctx.market,
    product: ctx.product,
    outcome: ctx.benefit ?? `results with ${ctx.topic}`,
    n: '5',
  };
  const people = personas(ctx, rng.fork('personas').sample(PERSONAS, 3), slots);
  const pains = rng.fork('pains').sample(PAINS, 6);
  const painPoints: TPainPoint[] = pains.map((p, i) => ({
    persona: people[i % people.length]?.name ?? '',
    pain_point: clip(fill(p.pain, slots), 300),
    severity: SEVERITY[i] ?? 'Medium',
    frequency: p.frequency,
    emotional_impact: p.emotionalImpact,
    current_solutions: p.currentSolutions,
    solution_gaps: [...p.gaps, clip(`Nothing built specifically for ${ctx.market}`, 200)].slice(0, 5),
  }));
  const lead = lowerFirst(painPoints[0]?.pain_point ?? ctx.topic);
  const ideas: TContentIdea[] = rng
    .fork('angles')
    .sample(ANGLES, CONTENT_IDEA_TYPES.length)
    .map((angle, i) => {
      const pain = painPoints[i % painPoints.length];
      const s = { ...slots, pain: lowerFirst(pain?.pain_point ?? lead) };
      return {
        title: clip(upperFirst(fill(angle.title, s)), 140),
        type: CONTENT_IDEA_TYPES[i] ?? 'Blog Post',
        target_persona: pain?.persona ?? people[0]?.name ?? '',
        pain_point_addressed: clip(s.pain, 300),
        content_angle: clip(`${angle.name}: ${fill(angle.summary, s)}`, 400),
        key_messages: [
          sentence(fill(angle.point, s)),
          `You are not the only one: this is common among ${ctx.market}.`,
        ].map((m) => clip(m, 200)),
        cta: clip(fill(CTA_BY_TYPE[CONTENT_IDEA_TYPES[i] ?? 'Blog Post'], s), 200),
      };
    });
  const does = ctx.benefit ? `it is built for ${ctx.benefit}` : 'it is built around their real situation';
  return {
    personas: people,
    pain_points: painPoints,
    content_ideas: ideas,
    positioning: {
      unique_value_proposition: clip(
        `For ${ctx.market} dealing with ${lead}, ${ctx.product} is the ${ctx.category} made for them. Unlike generic advice and one-size-fits-all tools, ${does}.`,
        400,
      ),
      competitive_advantages: [
        `Built specifically for ${ctx.market}`,
        `Tackles ${lead} directly instead of adding another task`,
        ctx.price
          ? `A clear price (${ctx.price}) and a faster start than agencies or custom work`
          : 'A faster start than agencies or custom work',
        'A first result early, which keeps customers using it',
      ].map((a) => clip(a, 200)),
      messaging_framework: {
        primary_message: clip(
          `${upperFirst(ctx.topic)} made for ${ctx.market}, so ${lead} stops holding you back.`,
          300,
        ),
        supporting_messages: [
          `Made for ${ctx.market}, not for everyone`,
          'A first result in days, not months',
          'Clear steps, no guesswork',
        ].map((m) => clip(m, 200)),
      },
      differentiation_strategy: clip(
        `Most alternatives speak to everyone. Own one audience (${ctx.market}) and one problem (${lead}) in every message, show proof from people like them, and make the first step small enough to take today. Content should name their situation in their words before it mentions ${ctx.product}.`,
        800,
      ),
    },
    market_intelligence: {
      market_size: clip(
        `Not estimated offline. To size it, count ${ctx.market} you could reach (industry reports, LinkedIn or public statistics), multiply by the share who already pay for ${ctx.topic} solutions, then by ${ctx.price ?? 'your price'}. Start with the slice you can reach through your own channels this quarter.`,
        500,
      ),
      competitive_landscape: clip(
        `${upperFirst(ctx.market)} currently piece together free content, generic ${ctx.topic} tools, agencies or coaches, or simply put up with the problem. Most options are built for a broad audience, which leaves room for one focused on ${lead}.`,
        800,
      ),
      growth_trends: [
        'Buyers expect products tailored to their niche',
        'Short-form video is where many buyers first discover solutions',
        'Communities and peer support are becoming part of the product',
        `Demand for ${ctx.topic} that fits into less time`,
      ].map((t) => clip(t, 250)),
      opportunities: [
        `Own the conversation about ${lead} with helpful content`,
        `Partner with communities where ${ctx.market} already gather`,
        'Offer a low-risk first step: a trial, a starter version or a lead magnet',
      ].map((t) => clip(t, 250)),
      threats: [
        'Larger competitors adding similar features',
        'Free content that is good enough for some buyers',
        'Limited time and attention, which slows adoption',
      ],
    },
  };
}
