import type { TOffer, TOfferInput, TPriceRange } from '../../../shared/offer-engineering';
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
import { clip, fill, joinList, keyword, lowerFirst, paragraphs, upperFirst } from '../../ai/compose/text';
import { readAnswers, toYou } from './offer.reading';
import { scoreOffer } from './offer.scorecard';

/** A price point inside each range, ending in 7 the way offers usually are. */
const PRICE: Record<TPriceRange, number> = {
  'under-100': 97,
  '100-500': 297,
  '500-1000': 997,
  '1000-5000': 2497,
  '5000-10000': 7497,
  '10000+': 14997,
};

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
/** Perceived values read as deliberate prices: 1,490 → 1,497. */
const nice = (n: number) => (n >= 100 ? Math.round(n / 10) * 10 - 3 : Math.max(7, Math.round(n)));

/** True when two answers meet on the same word ("… team lead lead a team"). */
const doubled = (s: string) =>
  /(?<![\p{L}'’-])(\p{L}[\p{L}'’]*)\s+\1(?![\p{L}'’-])/iu.test(
    s.replace(/<[^<>]*>/g, ' | ').replace(/\b(that|had|is) \1\b/gi, ''),
  );

/** The first option that fits whole and reads cleanly; a sentence is dropped for a shorter one rather than cut. */
function firstFit(max: number, ...options: string[]): string {
  return (
    options.find((o) => o.length <= max && !doubled(o)) ??
    options.find((o) => o.length <= max) ??
    clip(options[options.length - 1] ?? '', max)
  );
}

/** "I help X Y", with "to" between when the audience ends on the word the outcome starts with. */
function helps(who: string, what: string): string {
  const lastWho = who
    .split(' ')
    .at(-1)
    ?.replace(/<[^<>]*>/g, '')
    .toLowerCase();
  const firstWhat = what.split(' ')[0]?.toLowerCase();
  return `I help ${who} ${lastWho === firstWhat ? 'to ' : ''}${what}`;
}

/** An offer built on the value equation: a bigger, more believable outcome, sooner, with less effort; then stacked, bonused and guaranteed. */
export function composeOffer(input: TOfferInput): TOffer {
  const rng = seeded(input);
  const a = readAnswers(input);
  const t = a.time;
  const price = PRICE[input.priceRange ?? '500-1000'];
  // Copy that speaks to the buyer says "your profit"; copy about them keeps "their profit".
  const goal = { verb: a.outcome.verb, noun: a.outcome.noun, yourNoun: toYou(a.outcome.noun) };
  const slots = { audience: a.audience, outcome: goal.yourNoun, span: t.span };
  const f = (s: string) => fill(s, slots);
  const coreName = firstFit(100, `${a.business} ${t.programme}`, `The ${t.programme}`);
  const shortName = `the ${t.programme}`;
  const priceLabel =
    input.timeline === 'ongoing' ? `${dollars(nice(price / 3))} per month` : `${dollars(price)} one-time`;
  const deliverables = [
    'A kickoff session to map where you are and where you want to be',
    firstFit(
      200,
      `A step-by-step roadmap to ${goal.yourNoun}`,
      'A step-by-step roadmap from the first step to the result',
    ),
    'Weekly check-ins with a clear plan for the week',
    'Templates and checklists for every step',
    'Message support between sessions',
  ];
  const bonuses = rng
    .fork('bonuses')
    .sample(BONUSES, 3)
    .map((b) => ({ name: b.name, description: b.description, value: nice(price * b.valueFactor) }));
  const guarantee = firstFit(400, f(rng.pick(GUARANTEES)), GUARANTEES[1] ?? '');
  const scarcity = rng.pick(SCARCITY);
  // A deadline on the fast-start bonus only makes sense when the stack has that bonus.
  const urgency = rng.pick(
    bonuses.some((b) => b.name === 'Fast-Start Guide') ? URGENCY : URGENCY.filter((u) => !/fast-start/i.test(u)),
  );
  const reducer = rng.pick(EFFORT_REDUCERS);
  const proof = rng
    .fork('proof')
    .sample(PROOF_ELEMENTS, 3)
    .map((p) => firstFit(250, f(p), p.replace('{audience}', 'people')));
  const Audience = upperFirst(a.audience);
  const promise = `${goal.verb} ${t.within}`;

  return {
    core_offer: {
      name: coreName,
      headline: firstFit(
        200,
        `${upperFirst(goal.yourNoun)} ${t.within}, with a plan built for ${a.audience}`,
        `${upperFirst(goal.yourNoun)} ${t.within}`,
        `A ${t.span} plan built for ${a.audience}`,
      ),
      dream_outcome: firstFit(
        400,
        `${Audience} ${promise}, and the problem that brought them here stops running their days.`,
        `${Audience} ${promise}.`,
        `The result ${a.audience} came for, ${t.within}.`,
      ),
      perceived_likelihood: proof,
      time_delay: `A first visible result within ${t.firstWin}; the full result ${t.within}.`,
      effort_and_sacrifice: firstFit(
        300,
        a.tried ? `${reducer}. No more relying on ${a.tried} alone.` : `${reducer}.`,
        `${reducer}.`,
      ),
      deliverables,
      price: priceLabel,
    },
    power_offer: {
      name: firstFit(100, `${coreName}: Complete Edition`, `The ${t.programme}: Complete Edition`),
      headline: firstFit(
        200,
        `Everything in ${shortName}, plus the bonuses and support that make ${goal.yourNoun} a safe bet`,
        `Everything in ${shortName}, plus the bonuses, the support and a guarantee`,
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
          description: firstFit(
            300,
            `The full programme: ${goal.yourNoun} ${t.within}`,
            `The full ${t.span} programme, step by step`,
          ),
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
      elevator_pitch: firstFit(
        400,
        `${helps(a.audience, promise)}. ${upperFirst(shortName)} gives them a clear roadmap, weekly check-ins and support at every step.`,
        `I help ${a.audience} get the result they came for ${t.within}, with a clear roadmap, weekly check-ins and support at every step.`,
      ),
      sales_call_opener: firstFit(
        800,
        `Thanks for making the time. Before I say anything about ${a.business}, I'd like to understand where you are. When I talk to ${a.audience}, I hear the same problem again and again: ${lowerFirst(a.problem)} Is that true for you? How long has it been going on, and what have you tried so far? If we find a fit, I'll show you exactly how ${shortName} gets you to ${goal.yourNoun}. If not, I'll point you to something better.`,
        `Thanks for making the time. Before I say anything about what I offer, I'd like to understand where you are. What is the biggest problem you are facing right now, how long has it been going on, and what have you tried so far? If we find a fit, I'll show you exactly how ${shortName} helps. If not, I'll point you to something better.`,
      ),
      objection_handlers: OBJECTIONS.map((o) => ({
        objection: o.objection,
        response: firstFit(600, f(o.response), o.response.replace(/\{\w+\}/g, 'you')),
      })),
      social_post: paragraphs(
        [
          firstFit(
            280,
            `${Audience}, does this sound familiar? ${toYou(a.problem)}`,
            `${Audience}, does this sound familiar?`,
          ),
          a.tried
            ? firstFit(
                280,
                `Most people try ${a.tried}.${a.gap ? ` The trouble: ${lowerFirst(toYou(a.gap))}` : ' It helps for a while, then the old problem comes back.'}`,
                `Most people try ${a.tried}. It helps for a while, then the old problem comes back.`,
              )
            : a.gap
              ? firstFit(280, `Most advice stops at information. ${toYou(a.gap)}`, 'Most advice stops at information.')
              : 'Most advice stops at information, and nobody helps you apply it to your situation.',
          firstFit(
            280,
            `What works instead: a clear plan, small weekly steps and someone in your corner. That is ${shortName}: ${goal.yourNoun} ${t.within}.`,
            `What works instead: a clear plan, small weekly steps and someone in your corner. That is ${shortName}.`,
          ),
          scarcity,
          `Comment "${keyword(input.desiredOutcome)}" or send me a message for the details.`,
        ],
        1500,
      ),
      email: {
        subject: firstFit(
          120,
          `${upperFirst(goal.yourNoun)} ${t.within}?`,
          `${upperFirst(shortName)} for ${a.audience}`,
          `A plan for ${t.span}`,
        ),
        body: paragraphs(
          [
            'Hi [first name],',
            firstFit(
              400,
              `Does this sound familiar? ${toYou(a.problem)}`,
              'Does the problem you keep putting off sound familiar?',
            ),
            firstFit(
              700,
              `${upperFirst(shortName)} helps ${a.audience} ${promise}. You get ${joinList(deliverables.slice(0, 3).map(lowerFirst))}, plus ${joinList(bonuses.map((b) => `the ${b.name}`))}.`,
              `${upperFirst(shortName)} gives you ${joinList(deliverables.slice(0, 3).map(lowerFirst))}, plus ${joinList(bonuses.map((b) => `the ${b.name}`))}.`,
            ),
            guarantee,
            urgency,
            `Reply "YES" and I'll send you the details.`,
            firstFit(200, `[Your name], ${a.business}`, '[Your name]'),
          ],
          2500,
        ),
      },
    },
    value_scorecard: scoreOffer(input),
  };
}
