import type { TNicheInput, TNicheResult } from '../../../shared/niche-discovery';
import { seeded } from '../../ai/compose/rng';
import {
  clip,
  fill,
  joinList,
  lowerFirst,
  phrase,
  fromFirstPerson,
  splitItems,
  upperFirst,
} from '../../ai/compose/text';

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );

/** The in-demand skill that overlaps most with what they can do and can scale. */
function coreSkill(demand: string[], others: string): string {
  const theirs = words(others);
  const score = (d: string) => [...words(d)].filter((w) => theirs.has(w)).length;
  return [...demand].sort((a, b) => score(b) - score(a))[0] ?? demand[0] ?? '';
}

/** "Colleagues always ask me for meal plans" is about the meal plans. */
const stripAsk = (s: string) =>
  s.replace(
    /^.*?\b(?:ask(?:s|ed)?(?: me)? (?:for|about|to help with)|(?:want|need)s? (?:my )?help with|come to me for)\s+/i,
    '',
  );

/** "I went from a burned-out nurse living on snacks to …" names the people they can best help: their past selves. */
function pastSelves(story: string): string | undefined {
  const m = /\bfrom (?:being )?(?:an? )?([^,.;!?]+?) to\b/i.exec(story);
  const who = m?.[1]?.split(/\s(?:who|that|with|and|in|at|on)\s|\s(?=\p{L}+ing\b)/u)[0];
  const selves = who ? phrase(who, 5) : undefined;
  if (!selves || !/\p{L}{3}/u.test(selves)) return undefined;
  return /s$/i.test(selves) ? selves : `${selves}s`;
}

const CARDS = {
  fulfillment: [
    'Your energy comes from {joys}. Building around {core} keeps that energy in your week, and energy is what keeps you publishing after the first 90 days, when most creators quit.',
    'You said {joys} fulfils you. A niche that includes it every week is one you will still enjoy a year from now.',
  ],
  opportunities: [
    'People already ask you for {demand}. That is proof of demand: turn the question you hear most into a simple first offer.',
    'Requests for {demand} show a market that exists today. Start where people already come to you.',
  ],
  credibility: [
    'Your proof: {proofs}. Put it in your bio, your pinned post and your offer page; specific results persuade more than titles.',
    'You can already show {proofs}. Lead with it: credibility is the shortest path from stranger to client.',
  ],
  uniqueness: [
    'Your story ({story}) is the angle nobody else can copy. Tell it often: it draws in the people who are where you once were.',
    'Plenty of people know {core}; only you have your story ({story}). Make it the thread through your content.',
  ],
  scalability: [
    '{Scalable} can be packaged once and sold many times (a course, a template pack or a group programme), so income is not capped by your hours.',
    '{Scalable} is a skill that scales: teach it to many at once through a group programme, a digital product or a paid community.',
  ],
};

/** A F.O.C.U.S. result from the six answers: the niche where energy, demand, proof, story and scale meet. */
export function composeNiche(input: TNicheInput): TNicheResult {
  const rng = seeded(input);
  const joys = splitItems(input.fulfillmentActivities, 3);
  const demand = splitItems(fromFirstPerson(stripAsk(input.demandSkills), 'you'), 3);
  const proofs = splitItems(fromFirstPerson(input.proofPoints, 'you'), 3, 12);
  const scalable = lowerFirst(phrase(input.scalableSkill, 8));
  const core = lowerFirst(coreSkill(demand, `${input.skillsList} ${input.scalableSkill}`));
  const story = clip(lowerFirst(fromFirstPerson(phrase(input.personalStory, 18), 'you')), 140);
  const selves = pastSelves(input.personalStory);
  const firstJoy = lowerFirst(joys[0] ?? core);
  const niche = clip(upperFirst(selves ? `${core} for ${lowerFirst(selves)}` : `${core} through ${firstJoy}`), 120);
  const slots = {
    core,
    story,
    scalable,
    joys: joinList(joys.map(lowerFirst)),
    demand: joinList(demand.map(lowerFirst)),
    proofs: joinList(proofs.map(lowerFirst)),
  };
  const card = (key: keyof typeof CARDS) => clip(fill(rng.fork(key).pick(CARDS[key]), slots), 700);
  const why = [
    `${niche} sits where four things meet: what energises you (${firstJoy}), what people already ask you for (${lowerFirst(demand[0] ?? core)}), proof you can show (${lowerFirst(proofs[0] ?? '')}) and a skill that scales (${scalable}).`,
    selves
      ? `You have lived the problem: you were one of the ${lowerFirst(selves)} yourself, so your content will sound like the inside story it is.`
      : 'Your own story gives the niche a face: share where you started and people in the same place will find you.',
    'Start narrow: one audience, one problem, one offer. You can widen later; starting broad is how most creators stay invisible.',
  ].join(' ');
  return {
    recommendedNiche: niche,
    fulfillment: card('fulfillment'),
    opportunities: card('opportunities'),
    credibility: card('credibility'),
    uniqueness: card('uniqueness'),
    scalability: card('scalability'),
    whyThisNiche: clip(why, 1500),
  };
}
