import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBrandBrief } from '../../../shared/brand-profile';
import { LEAD_MAGNET_TYPE_IDS } from '../../../shared/lead-magnets';
import type { TWelcomeSequenceDraft } from '../../../shared/welcome-sequence';
import { textProblems } from '../../ai/compose/quality/checks';
import { grammarProblems } from '../../ai/compose/quality/grammar';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { welcomeSequenceGenerator as generator } from './welcome-sequence.generator';

/** People unlike the author: a dog trainer, a bookkeeper, a non-native speaker in fragments, a long first-person writer. */
const DOG_TRAINER = generator.sample;
const BOOKKEEPER = {
  leadMagnet: {
    title: 'Bookkeeping Basics for Bakery Owners',
    type: 'cheat_sheet',
    audience: 'bakery owners',
    painPoints: ['Receipts in a shoebox', 'No idea if they make money', 'Tax deadline panic every January'],
    sections: [
      {
        title: 'One folder for every receipt',
        summary: 'Snap each receipt the day you get it and file it in one folder.',
      },
      { title: 'Your monthly profit in ten minutes' },
      { title: 'A tax calendar' },
    ],
    takeaways: [
      'Why receipts matter for bakery owners',
      'The first step to take today',
      'Your profit is not your bank balance.',
    ],
  },
  page: {
    headline: 'Know your profit every month',
    bullets: ['A ten-minute monthly routine', 'Which receipts to keep', 'The dates the tax office cares about'],
  },
  senderName: 'Ledger & Co',
  offer: null,
};
const FRAGMENTS = {
  leadMagnet: {
    title: 'english exam tips',
    type: 'ebook',
    audience: 'nurse from philippines',
    painPoints: ['english exam hard, fail 2 time', 'no speaking practice', 'not time study after shift'],
    sections: [{ title: 'speaking part', summary: 'practice with partner every day' }],
  },
  page: { headline: 'pass OET first time' },
  senderName: 'maria',
  offer: { name: 'OET speaking club', deliverables: ['weekly speaking practice', 'feedback on writing'] },
};
const FIRST_PERSON = {
  leadMagnet: {
    title: 'The Calm Mornings Guide',
    type: 'ebook',
    audience:
      'I work with mothers of young children who are trying to go back to work after years at home and feel lost',
    painPoints: [
      'I am exhausted before the day has even started because the kids wake up at five and I never get a minute to myself',
      'I feel guilty every time I put my own needs first',
      'My mornings are chaos and we are always late for school no matter what I try',
    ],
    sections: [{ title: 'The night before', summary: 'Everything you can do at 8 pm so the morning runs itself.' }],
    takeaways: ['Lay out clothes the night before.', 'A morning that starts calm stays calm.'],
  },
  page: { headline: 'Calmer mornings in a week', bullets: ['A 10-minute evening reset'] },
};

const compose = (raw: unknown, brand: TBrandBrief | null = null) => {
  const input = parseInput(generator, raw);
  const output = generator.compose(input, { brand });
  const verdict = validateOutput(generator, output, input);
  expect(verdict.ok ? [] : verdict.problems).toEqual([]);
  expect(generator.compose(parseInput(generator, structuredClone(raw)), { brand })).toEqual(output);
  return output;
};

/** What a reader sees: the Markdown marks gone, the merge field filled as the mail would. */
const plain = (markdown: string) =>
  markdown
    .replace(/\{\{first_name\}\}/g, 'Alex')
    .replace(/\*\*|\*/g, '')
    .replace(/^- /gm, '');

const lastWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(-3)
    .join(' ');

/** A phrase that stops where one of the answers stops is whole, even if another answer goes on after the same words. */
function endsLikeAnAnswer(text: string, raw: unknown): boolean {
  const answers: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') answers.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(raw);
  return answers.some((a) => lastWords(a) === lastWords(text));
}

/** Every detector over one sequence; `source` is the answers it was written from. */
async function findings(seq: TWelcomeSequenceDraft, raw: unknown, brand: TBrandBrief | null = null): Promise<string[]> {
  const source = JSON.stringify(raw);
  const out: string[] = [];
  if (seq.emails.length < 3 || seq.emails.length > 5) out.push(`${seq.emails.length} emails`);
  for (const [i, e] of seq.emails.entries()) {
    const at = `email ${i + 1}`;
    if (e.subject.length > 150) out.push(`${at}: subject of ${e.subject.length} characters`);
    for (const text of [e.subject, e.body]) {
      // Only {{first_name}} may be left for the mail to fill; no slot of a frame may survive.
      const leftover = text.replace(/\{\{first_name\}\}/g, '').match(/\{[^{}]*\}|\{\{|\}\}|undefined|NaN/);
      if (leftover) out.push(`${at}: placeholder ${leftover[0]}`);
      // An answer written as "I am …" is spoken back as "you are …", never pasted in as it was.
      const pasted = /\b(?:I am|I'm|I feel|I never|my own)\b/.exec(text);
      if (pasted) out.push(`${at}: first-person answer pasted in: ${pasted[0]}`);
      // Line by line: two items of a list are not one sentence.
      for (const line of plain(text).split('\n').filter(Boolean)) {
        if (/\btry this today:\W*try\b/i.test(line)) out.push(`${at}: says "try" twice: ${line}`);
        for (const p of textProblems(line, source))
          if (!(p.kind === 'cut-off phrase' && endsLikeAnAnswer(p.text, raw))) out.push(`${at}: ${p.kind}: ${p.text}`);
        for (const p of await grammarProblems(line, source))
          out.push(`${at}: grammar (${p.kind}) "${p.text}": ${p.message}`);
      }
      if (/!\[|<img/i.test(text)) out.push(`${at}: an image`);
      for (const word of brand?.avoidWords ?? [])
        if (new RegExp(`\\b${word}\\b`, 'i').test(text) && !new RegExp(`\\b${word}\\b`, 'i').test(source))
          out.push(`${at}: the avoided word "${word}"`);
    }
  }
  // What one email teaches, another does not repeat.
  const taught = seq.emails.flatMap((e) =>
    e.body.split('\n').filter((l) => /^\*\*(?:The idea|In short|Try this today|For today):/.test(l)),
  );
  for (const line of new Set(taught.filter((l, i) => taught.indexOf(l) !== i))) out.push(`taught twice: ${line}`);
  return out;
}

describe('welcome sequence composer, read as its readers would', () => {
  it('writes the dog trainer a delivery email, three lessons tied to the pains, and the offer', async () => {
    const seq = compose(DOG_TRAINER);
    expect(await findings(seq, DOG_TRAINER)).toEqual([]);
    expect(seq.emails).toHaveLength(5);
    const [first, ...rest] = seq.emails;
    expect(first!.subject).toContain('The Loose Leash Starter Checklist');
    expect(first!.body).toMatch(/^(Hi|Hello|Hey) \{\{first_name\}\},/);
    expect(first!.body).toMatch(/download link[^.]*confirm|confirm[^.]*download link/);
    expect(first!.body).toContain('- The one rule that stops pulling');
    // Each lesson opens on its pain, spoken to the reader; the chewing one points to the chewing section.
    expect(rest[0]!.subject).toMatch(/^Puppy pulls on the leash on every walk\?/);
    expect(rest[1]!.body).toContain('You come home to chewed shoes');
    expect(rest[1]!.body).toContain('"Alone time without the chewing"');
    expect(rest[1]!.body).toContain('Give the puppy a stuffed chew before you leave');
    expect(rest[2]!.body).toMatch(/guilty leaving the puppy alone all day/i);
    expect(rest[2]!.body).toContain('"Less guilt, more routine"');
    const last = rest[3]!;
    expect(last.body).toContain('**Good Dog Academy Four-Week Programme**');
    expect(last.body).toContain('- Weekly check-ins with a plan for the week');
    expect(last.body).not.toMatch(/\$|€|£|\bprice\b|testimonial/i);
    for (const e of seq.emails) expect(e.body).toMatch(/\nDee Walker$/);
  });

  it('writes the bookkeeper four emails with no offer, speaking to the bakery owner as "you"', async () => {
    const seq = compose(BOOKKEEPER);
    expect(await findings(seq, BOOKKEEPER)).toEqual([]);
    expect(seq.emails).toHaveLength(5);
    expect(seq.emails[2]!.subject).toBe(seq.emails[2]!.subject.replace(/\bthey\b/, 'you'));
    expect(JSON.stringify(seq)).toContain('No idea if you make money');
    expect(JSON.stringify(seq)).not.toContain('if they make money');
    // The generated outline's headings are not taught as ideas.
    expect(JSON.stringify(seq)).not.toMatch(/Why receipts matter|The first step to take today/);
    expect(seq.emails.at(-1)!.body).not.toMatch(/\*\*[^*]+\*\* is (for|how)/);
    expect(seq.emails.at(-1)!.body).toContain('Hit reply');
  });

  it("keeps a non-native speaker's fragments as labels and their own sentences, never mid-sentence", async () => {
    const seq = compose(FRAGMENTS);
    expect(await findings(seq, FRAGMENTS)).toEqual([]);
    const text = JSON.stringify(seq);
    expect(text).toContain('English exam hard, fail 2 time');
    expect(text).toContain('**OET speaking club**');
    expect(text).not.toMatch(/without english|to english exam/);
  });

  it('turns long first-person answers into sentences to the reader, and their head phrases into labels', async () => {
    const seq = compose(FIRST_PERSON);
    expect(await findings(seq, FIRST_PERSON)).toEqual([]);
    const text = seq.emails.map((e) => `${e.subject}\n${e.body}`).join('\n');
    expect(text).toContain('You are exhausted before the day has even started');
    expect(text).toContain('Guilty every time you put your own needs first');
    expect(text).toContain('I put this guide together for mothers of young children');
    expect(text).toContain('Lay out clothes the night before.');
  });

  it("writes in the member's register and never uses a word they avoid", async () => {
    const formal: TBrandBrief = { voice: ['professional', 'precise'], avoidWords: ['just', 'simple', 'fix'] };
    const seq = compose(BOOKKEEPER, formal);
    expect(await findings(seq, BOOKKEEPER, formal)).toEqual([]);
    const text = JSON.stringify(seq);
    expect(text).not.toMatch(/\b(?:I'll|you'll|it's|doesn't)\b/);
    expect(seq.emails[0]!.body).toMatch(/^Hello \{\{first_name\}\},/);
    const playful: TBrandBrief = { voice: ['playful'], avoidWords: [] };
    expect(compose(BOOKKEEPER, playful).emails[0]!.body).toMatch(/^(Hey|Hi) \{\{first_name\}\},/);
  });

  it('does not say "try" twice when a step of the download already starts with it', async () => {
    const raw = {
      ...DOG_TRAINER,
      leadMagnet: {
        ...DOG_TRAINER.leadMagnet,
        takeaways: [
          'Try the loose leash stop on one real walk today.',
          'Try a stuffed chew before you leave the house.',
          'Try a five-minute sniffing game before the walk.',
        ],
      },
    };
    const seq = compose(raw);
    expect(await findings(seq, raw)).toEqual([]);
    const bodies = seq.emails.map((e) => e.body).join('\n');
    expect(bodies).toMatch(/\*\*For today:\*\* Try /);
    expect(bodies).not.toMatch(/Try this today:\*\* Try/);
  });

  it('writes three emails from a single pain point and five at most from many', () => {
    const one = { ...BOOKKEEPER, leadMagnet: { ...BOOKKEEPER.leadMagnet, painPoints: ['Receipts everywhere'] } };
    expect(compose(one).emails).toHaveLength(3);
    const many = {
      ...DOG_TRAINER,
      leadMagnet: {
        ...DOG_TRAINER.leadMagnet,
        painPoints: Array.from({ length: 15 }, (_, i) => `Problem number ${i + 1}`),
      },
    };
    expect(compose(many).emails).toHaveLength(5);
  });

  it.each(composerCases(generator, { books: BOOKKEEPER, fragments: FRAGMENTS, long: FIRST_PERSON }, ['type']))(
    '%s: valid, the same twice, no residue, no doubled words',
    (_n, input) => {
      const seq = expectComposes(generator, input);
      for (const e of seq.emails)
        for (const line of plain(`${e.subject}\n${e.body}`).split('\n'))
          expect(textProblems(line, JSON.stringify(input)).filter((p) => p.kind === 'doubled word')).toEqual([]);
    },
  );

  it('stays within every limit for the longest answers the schema accepts', () => {
    const long = (n: number, word = 'pulling') => `${`${word} `.repeat(n)}`.slice(0, n).trim();
    compose({
      leadMagnet: {
        title: long(150, 'Leash'),
        type: 'ebook',
        audience: long(300, 'owners'),
        painPoints: Array.from({ length: 15 }, (_, i) => `${i} ${long(190)}`),
        sections: Array.from({ length: 12 }, (_, i) => ({ title: `${i} ${long(140)}`, summary: long(1000) })),
        takeaways: Array.from({ length: 20 }, () => `Walk ${long(290)}`),
      },
      page: { headline: long(200), bullets: Array.from({ length: 5 }, () => long(200)) },
      senderName: long(120, 'Dee'),
      offer: {
        name: long(100),
        headline: long(200),
        outcome: long(400),
        deliverables: Array.from({ length: 8 }, () => long(200)),
      },
    });
  });
});

/*
 * Generated members: titles, audiences and pain points in fragments and in sentences, any lead magnet
 * type, with or without sections, takeaways, an offer and a brand voice. Each sequence is judged by the
 * detectors above, not by eye.
 */
const NOUNS = ['budget', 'leash', 'inbox', 'garden', 'sourdough', 'invoice', 'sleep', 'resume', 'posture', 'podcast'];
const PEOPLE = [
  'dog owners',
  'freelancers',
  'new mums',
  'small bakeries',
  'nurses',
  'students',
  'landlords',
  'runners',
];
const PROBLEMS = ['chaos', 'stress', 'mess', 'panic', 'overwhelm', 'confusion', 'backlog'];
const titleArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...NOUNS), fc.constantFrom('Checklist', 'Guide', 'Cheat Sheet', 'Starter Kit'))
    .map(([n, k]) => `The ${n.charAt(0).toUpperCase()}${n.slice(1)} ${k}`),
  fc.constantFrom(...NOUNS).map((n) => `${n} tips`),
  fc.tuple(fc.integer({ min: 3, max: 30 }), fc.constantFrom(...NOUNS)).map(([d, n]) => `${d}-Day ${n} Reset`),
);
const audienceArb = fc.oneof(
  fc.constantFrom(...PEOPLE),
  fc.constantFrom(...PEOPLE).map((p) => `I help ${p} who feel stuck`),
  fc.constantFrom('nurse from philippines', 'owner of small cafe', 'people want learn english'),
);
const fragmentPain = fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom(...PROBLEMS)).map(([n, p]) => `${n} ${p}`);
const sentencePain = fc.oneof(
  fc.constantFrom(...NOUNS).map((n) => `I never know where to start with my ${n}`),
  fc.constantFrom(...NOUNS).map((n) => `I am always behind on my ${n} and it makes me feel like a failure`),
  fc.constantFrom(...NOUNS).map((n) => `They give up on their ${n} after a week`),
  fc.constantFrom(...NOUNS).map((n) => `My ${n} is a mess`),
  fc.constantFrom(...PROBLEMS).map((p) => `Too much ${p} every single morning`),
  fc.constantFrom('no time', 'lack of money', 'dont know what to do', 'fail exam 2 time', 'Not enough clients'),
);
const sectionArb = fc.record(
  {
    title: fc.constantFrom(...NOUNS).map((n) => `Your ${n} in ten minutes`),
    summary: fc.constantFrom(...NOUNS).map((n) => `How to sort your ${n} without losing a weekend.`),
  },
  { requiredKeys: ['title'] },
);
const memberArb = fc.record({
  leadMagnet: fc.record({
    title: titleArb,
    type: fc.constantFrom(...LEAD_MAGNET_TYPE_IDS),
    audience: audienceArb,
    painPoints: fc.array(fc.oneof(fragmentPain, sentencePain), { minLength: 1, maxLength: 5 }),
    sections: fc.array(sectionArb, { maxLength: 4 }),
    takeaways: fc.array(
      fc.constantFrom(
        'Start with the smallest task on the list.',
        'Ten minutes a day beats two hours on Sunday.',
        'Write it down before you forget it',
        'Why planning matters for busy people',
        'Check that you can now do it alone',
      ),
      { maxLength: 4 },
    ),
  }),
  page: fc.record({
    headline: fc.constant('Get your weekends back'),
    bullets: fc.array(fc.constantFrom('A one-page plan', 'the 3 mistakes to avoid', 'What to do first'), {
      maxLength: 3,
    }),
  }),
  senderName: fc.option(fc.constantFrom('Dee Walker', 'Ledger & Co', 'sam'), { nil: undefined }),
  offer: fc.option(
    fc.record({
      name: fc.constantFrom('The Reset Programme', 'Coaching Club', 'one to one sessions'),
      deliverables: fc.array(fc.constantFrom('Weekly calls', 'A private workbook', 'email support'), { maxLength: 3 }),
    }),
    { nil: null },
  ),
});
const brandArb = fc.option(
  fc.record({
    voice: fc.array(fc.constantFrom('warm', 'playful', 'professional', 'direct', 'formal', 'friendly'), {
      maxLength: 2,
    }),
    avoidWords: fc.array(fc.constantFrom('just', 'simple', 'fix', 'tip', 'quick', 'love'), { maxLength: 3 }),
  }),
  { nil: null },
);

describe('welcome sequence composer, for generated members', () => {
  it('passes every detector for answers in fragments and in sentences', async () => {
    await fc.assert(
      fc.asyncProperty(memberArb, brandArb, async (member, brand) => {
        const seq = compose(member, brand);
        expect(await findings(seq, member, brand)).toEqual([]);
        const pains = new Set(member.leadMagnet.painPoints.map((p) => p.toLowerCase()));
        expect(seq.emails).toHaveLength(Math.min(3, pains.size) + 2);
      }),
      { numRuns: 80, seed: 20261127 },
    );
  }, 60_000);
});
