import type { TOffer, TOfferInput, TOfferTimeline, TPriceRange } from '../../../shared/offer-engineering';
import {
  BONUSES,
  EFFORT_REDUCERS,
  GUARANTEES,
  OBJECTIONS,
  PROOF_ELEMENTS,
  SCARCITY,
  URGENCY,
} from '../../ai/compose/bank/offers';
import { seeded } from '../../ai/compose/rng';
import {
  asNounPhrase,
  asVerbPhrase,
  clip,
  fill,
  keyword,
  lowerFirst,
  paragraphs,
  phrase,
  sentence,
  upperFirst,
} from '../../ai/compose/text';

/** A price point inside each range, ending in 7 the way offers usually are. */
const PRICE: Record<TPriceRange, number> = {
  'under-100': 97,
  '100-500': 297,
  '500-1000': 997,
  '1000-5000': 2497,
  '5000-10000': 7497,
  '10000+': 14997,
};

const TIMELINE: Record<TOfferTimeline, { programme: string; within: string; firstWin: string }> = {
  immediate: { programme: '7-Day Sprint', within: 'in 7 days', firstWin: 'first 48 hours' },
  short: { programme: '4-Week Accelerator', within: 'in 4 weeks', firstWin: 'first week' },
  medium: { programme: '90-Day Programme', within: 'in 90 days', firstWin: 'first 14 days' },
  long: { programme: '6-Month Mentorship', within: 'in 6 months', firstWin: 'first 30 days' },
  ongoing: { programme: 'Membership', within: 'month after month', firstWin: 'first month' },
};

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
/** Perceived values read as deliberate prices: 1,490 → 1,497. */
const nice = (n: number) => (n >= 100 ? Math.round(n / 10) * 10 - 3 : Math.max(7, Math.round(n)));

/** An offer built on the value equation: a bigger, more believable outcome, sooner, with less effort; then stacked, bonused and guaranteed. */
export function composeOffer(input: TOfferInput): TOffer {
  const rng = seeded(input);
  const t = TIMELINE[input.timeline ?? 'medium'];
  const price = PRICE[input.priceRange ?? '500-1000'];
  const business = clip(input.businessName, 50);
  const slots = {
    audience: lowerFirst(phrase(input.targetAudience, 8)),
    problem: lowerFirst(phrase(input.mainProblem, 10)),
    outcome: asNounPhrase(phrase(input.desiredOutcome, 10)),
    achieve: asVerbPhrase(phrase(input.desiredOutcome, 10)),
    time: t.within,
    business,
  };
  const f = (s: string) => fill(s, slots);
  const coreName = clip(`${business} ${t.programme}`, 100);
  const priceLabel =
    input.timeline === 'ongoing' ? `${dollars(nice(price / 3))} per month` : `${dollars(price)} one-time`;
  const deliverables = [
    'A kickoff session to map the starting point and the goal',
    `The step-by-step roadmap to ${slots.outcome}`,
    'Weekly check-ins with a clear plan for the week',
    'Templates and checklists for every step',
    'Message support between sessions',
  ].map((d) => clip(d, 200));
  const bonuses = rng
    .fork('bonuses')
    .sample(BONUSES, 3)
    .map((b) => ({
      name: b.name,
      description: clip(f(b.description), 300),
      value: nice(price * b.valueFactor),
    }));
  const guarantee = clip(f(rng.pick(GUARANTEES)), 400);
  const scarcity = rng.pick(SCARCITY);
  const urgency = rng.pick(URGENCY);
  const was = input.currentSolution ? lowerFirst(phrase(input.currentSolution, 10)) : undefined;
  const gap = input.solutionGaps
    ? lowerFirst(phrase(input.solutionGaps, 12))
    : 'nobody helps you apply it to your situation';

  return {
    core_offer: {
      name: coreName,
      headline: clip(upperFirst(`${slots.outcome} ${t.within}, without ${slots.problem}`), 200),
      dream_outcome: clip(
        sentence(`${slots.audience} ${slots.achieve} ${t.within}, and stop losing time and energy to ${slots.problem}`),
        400,
      ),
      perceived_likelihood: rng
        .fork('proof')
        .sample(PROOF_ELEMENTS, 3)
        .map((p) => clip(f(p), 250)),
      time_delay: clip(`A first visible result within the ${t.firstWin}; the full result ${t.within}.`, 300),
      effort_and_sacrifice: clip(`${rng.pick(EFFORT_REDUCERS)}${was ? `, replacing ${was}` : ''}.`, 300),
      deliverables,
      price: priceLabel,
    },
    power_offer: {
      name: clip(`${coreName}: Complete Edition`, 100),
      headline: clip(
        `Everything in the ${t.programme}, plus the support to ${slots.achieve} ${t.within}, guaranteed`,
        200,
      ),
      bonuses,
      guarantee,
      scarcity,
      urgency,
    },
    offer_stack: {
      items: [
        {
          name: coreName,
          description: clip(`The full programme: ${slots.outcome} ${t.within}`, 300),
          value: nice(price * 2),
        },
        {
          name: 'Templates and checklists',
          description: 'Every step turned into a fill-in template or a yes/no checklist',
          value: nice(price * 0.5),
        },
        {
          name: 'Direct support',
          description: 'Answers to your questions within one working day',
          value: nice(price * 0.75),
        },
        ...bonuses,
      ],
      price: priceLabel,
    },
    offer_scripts: {
      elevator_pitch: clip(
        `I help ${slots.audience} ${slots.achieve} ${t.within} without ${slots.problem}. The ${coreName} gives you a clear roadmap, weekly check-ins and support at every step.`,
        400,
      ),
      sales_call_opener: clip(
        `Thanks for making the time. Before I say anything about ${business}, I'd like to understand where you are. You mentioned ${slots.problem}: how long has that been going on, and what have you tried so far? ... If we find a fit, I'll show you exactly how the ${t.programme} helps you ${slots.achieve}. If not, I'll point you to something better.`,
        800,
      ),
      objection_handlers: OBJECTIONS.map((o) => ({ objection: o.objection, response: clip(f(o.response), 600) })),
      social_post: paragraphs(
        [
          `${upperFirst(slots.audience)}: ${slots.problem} is not a motivation problem.`,
          was
            ? `Most people try ${was}. The trouble: ${gap}.`
            : `Most advice stops at information. The trouble: ${gap}.`,
          `What works instead: a clear plan, small weekly steps and someone in your corner. That is the ${t.programme}: ${slots.outcome} ${t.within}.`,
          scarcity,
          `Comment "${keyword(input.desiredOutcome)}" or send me a message for the details.`,
        ].map((p) => clip(p, 280)),
        1500,
      ),
      email: {
        subject: clip(upperFirst(`${slots.outcome} ${t.within}?`), 120),
        body: paragraphs(
          [
            'Hi [first name],',
            clip(`If ${slots.problem} has been costing you time and energy, this is for you.`, 300),
            clip(
              `The ${coreName} helps ${slots.audience} ${slots.achieve} ${t.within}. You get ${deliverables.slice(0, 3).map(lowerFirst).join(', ')}, plus ${bonuses.map((b) => b.name).join(', ')}.`,
              700,
            ),
            guarantee,
            urgency,
            `Reply "YES" and I'll send you the details.`,
            `[Your name], ${business}`,
          ],
          2500,
        ),
      },
    },
  };
}
