import type { TOfferInput, TOfferTimeline, TPriceRange, TValueScorecard } from '../../../shared/offer-engineering';
import { answerPhrase } from './offer.reading';

/*
 * The offline composer's value scorecard. A model judges the offer itself; without one, each lever is
 * scored from the answers by the rule below, so the same answers always get the same scores and a user
 * can see which answer to sharpen. Every score is 1-10 and higher is always better for the buyer.
 *
 * - Dream outcome: 4, +3 when the outcome names a number (a measurable result: "lose 5 kg", "$10k"),
 *   +2 when it runs to 5 words or more (specific), +1 when it names a time ("every month", "by June").
 * - Perceived likelihood: 5, +2 when the gaps of today's solutions are named (the offer answers a known
 *   failure), +1 when today's solution is named (the contrast is concrete), +1 for the guarantee every
 *   composed offer carries.
 * - Time delay: from the timeline; sooner is better: 0-7 days 9, 1-4 weeks 8, 1-3 months 6, ongoing 5,
 *   3-12 months 4, none given 6 (the composer then plans 90 days).
 * - Effort and sacrifice: from the price range; a higher price pays for more done-with-you help, which
 *   takes work off the buyer: under $100 4, $100-500 5, $500-1,000 6, $1,000-5,000 7, $5,000-10,000 8,
 *   $10,000+ 9, none given 6 (the composer then prices at $997).
 */

const TIME_SCORE: Record<TOfferTimeline, number> = { immediate: 9, short: 8, medium: 6, ongoing: 5, long: 4 };
const TIME_WORDS: Record<TOfferTimeline, string> = {
  immediate: 'within a week',
  short: 'within a month',
  medium: 'within about three months',
  ongoing: 'over an open-ended membership',
  long: 'only after several months',
};
const EFFORT_SCORE: Record<TPriceRange, number> = {
  'under-100': 4,
  '100-500': 5,
  '500-1000': 6,
  '1000-5000': 7,
  '5000-10000': 8,
  '10000+': 9,
};

const clamp = (n: number) => Math.min(10, Math.max(1, n));
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twice|double|triple|half)\b/i;
const TIME =
  /\b(day|days|week|weeks|month|months|year|years|daily|weekly|monthly|yearly|by (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter|christmas|the end))/i;

export function scoreOffer(input: TOfferInput): TValueScorecard {
  const outcome = input.desiredOutcome;
  const measurable = NUMBER.test(outcome);
  const specific = outcome.trim().split(/\s+/).length >= 5;
  const timed = TIME.test(outcome);
  const dream = clamp(4 + (measurable ? 3 : 0) + (specific ? 2 : 0) + (timed ? 1 : 0));
  const short = answerPhrase(outcome, 14);
  // An answer too long to quote would crowd out the reasoning.
  const quoted = short.length <= 80 ? `"${short}"` : 'The outcome';
  const dreamReason = measurable
    ? `${quoted} names a number, so a buyer can picture the result and check it${specific ? '' : '; a few more words on what changes would make it vivid'}.`
    : specific
      ? `${quoted} is specific, but a number (kilos, clients, dollars, hours) would make it measurable.`
      : `${quoted} names no number and few details; say exactly what changes and by how much to raise this score.`;

  const likely = clamp(5 + (input.solutionGaps ? 2 : 0) + (input.currentSolution ? 1 : 0) + 1);
  const likelyReason = input.solutionGaps
    ? `The offer answers why today's options fail (the gaps you named) and carries a guarantee${input.currentSolution ? ', and it contrasts with what buyers already tried' : ''}.`
    : `A guarantee and a step-by-step plan help; naming why today's solutions fail would make success more believable.`;

  const timeline = input.timeline;
  const time = timeline ? TIME_SCORE[timeline] : 6;
  const timeReason = timeline
    ? `The full result arrives ${TIME_WORDS[timeline]}, with a first visible win early on${time < 6 ? '; a quick first milestone matters most at this length' : ''}.`
    : 'No timeline was chosen, so the offer plans 90 days with a first win in the first two weeks.';

  const price = input.priceRange;
  const effort = price ? EFFORT_SCORE[price] : 6;
  const effortReason =
    effort >= 7
      ? 'At this price the offer can be done with the buyer: sessions, reviews and direct support take most of the work off them.'
      : effort >= 5
        ? 'Templates, checklists and weekly check-ins cut the effort, but the buyer still does most of the work.'
        : 'At this price most of the work stays with the buyer; templates and checklists keep it small.';

  return {
    dream_outcome: { score: dream, reasoning: dreamReason },
    perceived_likelihood: { score: likely, reasoning: likelyReason },
    time_delay: { score: time, reasoning: timeReason },
    effort_and_sacrifice: { score: effort, reasoning: effortReason },
  };
}
