import {
  DEFAULT_INDUSTRY_CONTEXT,
  type TCompetitorAnalysis,
  type TCompetitorAnalysisInput,
  type TCompetitorEntry,
  type TCompetitorReport,
} from '../../../shared/competitor-analysis';
import { seeded } from '../../ai/compose/rng';
import { clip, lowerFirst, phrase, sentence, splitItems, topicOf, upperFirst } from '../../ai/compose/text';
import { type Facts, insights, score } from './competitor-analysis.insights';
import { PLAYBOOKS } from './competitor-analysis.playbooks';

const handleKey = (h: string) => h.replace(/\s+/g, '').replace(/^@+/, '').toLowerCase();
export const sameHandle = (a: string, b: string) => handleKey(a) === handleKey(b);

/** A note that describes something missing or done badly is a weakness, not a strength. */
const GAP =
  /\b(rarely|never|no|not|don't|doesn't|isn't|without|few|little|lacks?|lacking|only|inconsistent|slow|hardly|missing|poor|weak|boring|generic|outdated|irregular|stopped|ignores?)\b/i;

function report(input: TCompetitorAnalysisInput, c: TCompetitorEntry, topic: string | undefined): TCompetitorReport {
  const p = PLAYBOOKS[input.platform];
  const rng = seeded(input).fork(handleKey(c.handle));
  const notes = c.notes ? splitItems(c.notes, 4, 14) : [];
  // Never shortened: a clipped handle names a different account.
  const { name, handle } = c;
  // Nothing was observed: a guess from the platform stays low; what the user's notes say is surer.
  const f: Facts = {
    name,
    handle,
    p,
    topic,
    strong: notes.filter((n) => !GAP.test(n)),
    weak: notes.filter((n) => GAP.test(n)),
    guess: score(0.3 + rng.int(10) / 100),
    noted: score(0.6 + rng.int(10) / 100),
  };
  const check = (s: string) => clip(`To check on ${handle}: ${lowerFirst(s)}, common on ${p.name}`, 300);
  const fromNotes = (s: string) => clip(`From your notes: ${lowerFirst(s)}`, 300);
  const about = c.notes && /\babout ([^,.;!?]+)/i.exec(c.notes)?.[1];
  const themes = topic
    ? [upperFirst(`How-to posts on ${topic}`), `Common mistakes in ${topic}`]
    : ['How-to posts for their audience', 'Common mistakes and fixes'];
  const context = input.industryContext === DEFAULT_INDUSTRY_CONTEXT ? 'your brand' : input.industryContext;
  return {
    competitor_name: clip(c.name, 120),
    competitor_handle: clip(c.handle, 120),
    analysis_summary: {
      description: clip(
        [
          `${c.name} (${c.handle}) on ${p.name}, looked at for ${lowerFirst(clip(context, 200))}.`,
          c.notes
            ? `Your notes say: ${sentence(clip(c.notes, 300))}`
            : `You added no notes, so this rests on how ${p.name} accounts like this usually work.`,
          `Nothing here comes from their actual posts: check their last 12 posts to confirm each point before acting on it.`,
        ].join(' '),
        1200,
      ),
      strengths: [...f.strong.map(fromNotes), ...rng.sample(p.strengths, 2).map(check)].slice(0, 6),
      weaknesses: [...f.weak.map(fromNotes), ...rng.sample(p.gaps, f.weak.length ? 1 : 2).map(check)].slice(0, 6),
      content_themes: [
        ...(about ? [upperFirst(phrase(about, 8))] : []),
        ...themes,
        'Behind the scenes',
        'Client results and stories',
      ]
        .slice(0, 8)
        .map((t) => clip(t, 120)),
    },
    insights: insights(f).map((i) => ({
      ...i,
      title: clip(i.title, 120),
      description: clip(i.description, 700),
      actionable_steps: i.actionable_steps.map((s) => clip(s, 300)),
    })),
  };
}

/** One report per competitor, from the user's notes and platform patterns; honest that nothing was observed. */
export function composeCompetitorAnalysis(input: TCompetitorAnalysisInput): TCompetitorAnalysis {
  const topic =
    input.industryContext === DEFAULT_INDUSTRY_CONTEXT ? undefined : topicOf(phrase(input.industryContext, 8));
  return { analyses: input.competitors.map((c) => report(input, c, topic)) };
}
