import type { TNicheInput, TNicheResult } from '../../../shared/niche-discovery';
import type { ComposeContext } from '../../ai/generator';
import { fromFirstPerson, headPhrase, midSentence, prime, sentenceCase } from '../../ai/compose/language';
import { seeded } from '../../ai/compose/rng';
import { clip, fill, joinList } from '../../ai/compose/text';
import { nicheField, nicheName, nichePeople, pastSelves, skillsOf } from './niche-discovery.reading';

/** "Colleagues always ask me for meal plans" is about the meal plans; "ask me what to eat" about what to eat. */
const stripAsk = (s: string) =>
  s.replace(
    /^.*?\b(?:ask(?:s|ed|ing)?|DMs?|messages?|emails?)(?: (?:me|us))?(?: always)? (?:for help with |to help with |for |about |to |(?=how |what |which |why |where |if ))|^.*?\b(?:(?:want|need)s? (?:my )?help with|come to me for)\s+/i,
    '',
  );

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );

/** The in-demand skill that overlaps most with what they can do and can scale; none when nothing overlaps. */
function coreSkill(demand: string[], others: string): string | undefined {
  const theirs = words(others);
  const score = (d: string) => [...words(d)].filter((w) => theirs.has(w)).length;
  const best = [...demand].sort((a, b) => score(b) - score(a))[0];
  // A question they are asked ("what to eat before a race") is content, not a niche.
  return best &&
    score(best) > 0 &&
    best.split(' ').length <= 6 &&
    !/^(?:what|how|which|why|where|when|if)\b/i.test(best)
    ? best
    : undefined;
}

/** Who asks: "Etsy sellers ask me how to …" → "Etsy sellers"; "people" when the answer does not say. */
function askers(s: string): string {
  const m =
    /^(.+?)\s+(?:always |often |keep |constantly )?(?:ask|asks|asked|DM|DMs|message|email|want|need|come)\b/i.exec(s);
  const who = m?.[1] ? headPhrase(fromFirstPerson(m[1], 'you'), 8) : '';
  return who.split(' ').length <= 8 && /\p{L}{3}/u.test(who) && !/^(?:i|you|they|it)$/i.test(who) ? who : 'people';
}

/** The separate items of a list-like answer ("writing, design and coaching"), each a head phrase. */
function items(s: string, max = 3, words = 8): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  // A comma inside a number ("2,000") does not separate items.
  for (const part of s.split(/(?<!\d),|,(?!\d)|[;\n•·|]|\s+and\s+|\s+&\s+|\s\/\s/)) {
    const item = headPhrase(part, words);
    const key = item.toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(item.replace(/<[^<>]*>/g, '')) || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === max) break;
  }
  return out.length ? out : [headPhrase(s, words)];
}

const CARDS = {
  fulfillment: [
    '{Joys}: that is where your energy comes from. Building around {core} keeps that energy in your week, and energy is what keeps you publishing after the first 90 days, when most creators quit.',
    'You said this fulfils you: {joys}. A niche that includes it every week is one you will still enjoy a year from now.',
  ],
  opportunities: [
    '{Askers} already ask you about this: {demand}. That is proof of demand: turn the question you hear most into a simple first offer.',
    'The requests you get from {askers} ({demand}) show a market that exists today. Start where people already come to you.',
  ],
  credibility: [
    'Your proof: {proofs}. Put it in your bio, your pinned post and your offer page; specific results persuade more than titles.',
    'What you can already show: {proofs}. Lead with it, because credibility is the shortest path from stranger to client.',
  ],
  uniqueness: [
    'Your story ({story}) is the angle nobody else can copy. Tell it often: it draws in the people who are where you once were.',
    'Plenty of people know {core}; only you have your story ({story}). Make it the thread through your content.',
  ],
  scalability: [
    '{Scalable} can be packaged once and sold many times (a course, a template pack or a group programme), so income is not capped by your hours.',
    '{Scalable}: a skill that scales. Teach it to many at once through a group programme, a digital product or a paid community.',
  ],
};

/** A F.O.C.U.S. result from the six answers: the niche where energy, demand, proof, story and scale meet. */
export function composeNiche(input: TNicheInput, { brand }: ComposeContext = {}): TNicheResult {
  const rng = seeded(input);
  prime({ phrase: [input.scalableSkill, input.personalStory, input.fulfillmentActivities, input.skillsList] });
  const joys = items(input.fulfillmentActivities);
  const demand = items(fromFirstPerson(stripAsk(input.demandSkills), 'you'));
  const proofs = items(fromFirstPerson(input.proofPoints, 'you'), 3, 12);
  const scalable = midSentence(headPhrase(input.scalableSkill, 8));
  const skills = items(skillsOf(input.skillsList), 3, 6);
  const core = nicheField(coreSkill(demand, `${input.skillsList} ${input.scalableSkill}`), input, skills);
  const story = midSentence(headPhrase(fromFirstPerson(input.personalStory, 'you'), 18));
  const selves = pastSelves(input.personalStory);
  const firstJoy = midSentence(joys[0] ?? core);
  const who = askers(sentenceCase(input.demandSkills));
  const niche = nicheName(core, nichePeople(input, who, brand?.audience));
  const slots = {
    core,
    askers: midSentence(who),
    story,
    scalable,
    joys: joinList(joys.map(midSentence)),
    demand: joinList(demand.map(midSentence)),
    proofs: joinList(proofs.map(midSentence)),
  };
  // clip() is only a safety net here: phrases are already cut to a few words, so only a pathological
  // answer (one 400-character word) reaches a limit.
  const card = (key: keyof typeof CARDS) => clip(fill(rng.fork(key).pick(CARDS[key]), slots), 700);
  const why = [
    `${niche}: this is where four things meet. It draws on what energises you (${firstJoy}) and on what people already ask you about (${midSentence(demand[0] ?? core)}).`,
    `You have proof to show (${midSentence(proofs[0] ?? '')}), and it rests on a skill that scales (${scalable}).`,
    `You already bring ${joinList(skills.map(midSentence))} to it.`,
    selves
      ? `You have lived the problem: you were one of the ${midSentence(selves)} yourself, so your content will sound like the inside story it is.`
      : 'Your own story gives the niche a face: share where you started and people in the same place will find you.',
    'Start narrow: one audience, one problem, one offer. You can widen later; starting broad is how most creators stay invisible.',
  ].join(' ');
  return {
    recommendedNiche: clip(niche, 120),
    fulfillment: card('fulfillment'),
    opportunities: card('opportunities'),
    credibility: card('credibility'),
    uniqueness: card('uniqueness'),
    scalability: card('scalability'),
    whyThisNiche: clip(why, 1500),
  };
}
