import {
  CONTENT_IDEA_TYPES,
  type TContentIdea,
  type TPainPoint,
  type TPainPointAnalysis,
  type TPersona,
} from '../../../shared/pain-point-analysis';
import type { TPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { seeded } from '../../ai/compose/rng';
import { clip, fill, lowerFirst, sentence, upperFirst } from '../../ai/compose/text';
import { BUYERS } from './pain-point-analysis.bank';
import { IDEAS } from './pain-point-analysis.ideas';
import { composePositioning, composeMarket } from './pain-point-analysis.market';
import { type ProductReading, readProduct } from './pain-point-analysis.reading';

type Line = string | readonly [string, string];

/** A line in the reading's words: the first form when the description says what the product does. */
function line(l: Line, r: ProductReading, extra: Record<string, string> = {}): string {
  const template = typeof l === 'string' ? l : r.does ? l[0] : l[1];
  return fill(template, {
    product: r.product,
    market: r.market,
    does: r.does ?? '',
    goal: r.goal ?? '',
    price: r.price ?? '',
    atPrice: r.price ? ` at ${r.price}` : '',
    ...extra,
  });
}

function personaOf(b: (typeof BUYERS)[number], r: ProductReading): TPersona {
  return {
    name: b.name,
    demographics: clip(`${upperFirst(r.market)}, ${b.stage}${r.price ? `; budget around ${r.price}` : ''}.`, 400),
    psychographics: b.psychographics,
    goals: b.goals.map((g) => clip(upperFirst(line(g, r)), 200)),
    challenges: b.challenges,
    preferred_channels: b.channels,
  };
}

/** Personas, pains, content, positioning and market notes, written from the product's own description. */
export function composePainPointAnalysis(input: TPainPointAnalysisInput): TPainPointAnalysis {
  const r = readProduct(input);
  const buyers = seeded(input).fork('buyers').sample(BUYERS, 3);
  const personas = buyers.map((b) => personaOf(b, r));
  // Each persona's stronger pain first, then their second, so the list opens with three different people.
  const painPoints: TPainPoint[] = [0, 1].flatMap((k) =>
    buyers.map((b) => {
      const p = b.pains[k] ?? b.pains[0];
      return {
        persona: b.name,
        pain_point: clip(upperFirst(line(p.pain, r)), 300),
        severity: p.severity,
        frequency: p.frequency,
        emotional_impact: p.emotionalImpact,
        current_solutions: p.currentSolutions,
        solution_gaps: p.gaps.map((g) => clip(line(g, r), 200)),
      };
    }),
  );
  const ideas: TContentIdea[] = CONTENT_IDEA_TYPES.map((type, i) => {
    const pain = painPoints[i % painPoints.length] ?? painPoints[0];
    const extra = { pain: lowerFirst(pain?.pain_point ?? '') };
    const frame = IDEAS[type];
    return {
      title: clip(upperFirst(line(frame.title, r, extra)), 140),
      type,
      target_persona: pain?.persona ?? personas[0]?.name ?? '',
      pain_point_addressed: clip(pain?.pain_point ?? '', 300),
      content_angle: clip(sentence(line(frame.angle, r, extra)), 400),
      key_messages: frame.messages.map((m) => clip(sentence(line(m, r, extra)), 200)),
      cta: clip(line(frame.cta, r, extra), 200),
    };
  });
  return {
    personas,
    pain_points: painPoints,
    content_ideas: ideas,
    positioning: composePositioning(r, painPoints),
    market_intelligence: composeMarket(r),
  };
}
