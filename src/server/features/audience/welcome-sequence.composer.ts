import type { TWelcomeSequenceDraft, TWelcomeSequenceInput } from '../../../shared/welcome-sequence';
import { WELCOME_LIMITS } from '../../../shared/welcome-sequence';
import type { ComposeContext } from '../../ai/generator';
import { type Rng, seeded } from '../../ai/compose/rng';
import { clip, fill, lowerFirst } from '../../ai/compose/text';
import { CLOSING, COUNT_WORDS, DELIVERY, GREETING, inRegister, LESSON, SIGN_OFF } from './welcome-sequence.frames';
import { bestMatch, type Pain, readInput, type Reading, type Section, type Takeaway } from './welcome-sequence.reading';

type Slots = Record<string, string>;

const FIRST_NAME = '{{first_name}}';

/**
 * A welcome sequence without a model (docs/product/audience.md, "Welcome sequence"): the first email
 * points to the download and says what comes next, each middle email takes one pain point with the part
 * of the download that answers it, and the last one recaps and invites to the member's offer when there
 * is one (never a price or a testimonial: neither is the composer's to invent).
 */
export function composeWelcomeSequence(input: TWelcomeSequenceInput, context?: ComposeContext): TWelcomeSequenceDraft {
  const r = readInput(input, context?.brand);
  const rng = seeded({ input, brand: context?.brand ?? null });
  const lines = new Lines(r, rng);
  const pains = r.pains.slice(0, 3);
  const lessons = planLessons(r, pains);
  const emails = [
    delivery(r, lines, lessons),
    ...lessons.map((l, i) => lesson(r, lines, l, i)),
    closing(r, lines, lessons),
  ];
  return {
    emails: emails.map((e) => ({
      subject: clip(e.subject, WELCOME_LIMITS.subject),
      body: e.body.slice(0, WELCOME_LIMITS.generatedBody),
    })),
  };
}

/** Stock lines, picked so that none uses a word the member avoids and no email repeats another's line. */
class Lines {
  private used = new Set<string>();
  private readonly hello: string;
  private readonly bye: string;
  constructor(
    private readonly r: Reading,
    private readonly rng: Rng,
  ) {
    // One greeting and one sign-off for the whole sequence, as a person writes.
    this.hello = this.pick(GREETING[r.register]);
    this.bye = r.sender ? `${this.pick(SIGN_OFF[r.register])}\n${r.sender}` : '';
  }
  pick(options: readonly string[], slots: Slots = {}, label = options[0] ?? ''): string {
    const allowed = options.filter((o) => !this.r.avoids(o));
    const fresh = (allowed.length ? allowed : options).filter((o) => !this.used.has(o));
    const pool = fresh.length ? fresh : allowed.length ? allowed : options;
    const choice = this.rng.fork(`${label}:${this.used.size}`).pick(pool);
    this.used.add(choice);
    // `fill` takes {name} slots, so the merge field is kept out of its way.
    const line = inRegister(choice, this.r.register).replaceAll(FIRST_NAME, '\u0000');
    return fill(line, slots).replaceAll('\u0000', FIRST_NAME);
  }
  greeting = () => this.hello;
  signOff = () => this.bye;
}

interface Lesson {
  pain: Pain;
  section?: Section;
  summary?: string;
  idea?: string;
  action?: string;
}

/** Each pain with the section, the idea and the step of the download that answer it best. */
function planLessons(r: Reading, pains: Pain[]): Lesson[] {
  const sections = new Set<Section>();
  const taught = new Set<Takeaway>();
  const summed = new Set<string>();
  return pains.map((pain) => {
    const section = bestMatch(pain.words, r.sections, sections);
    const words = new Set([...pain.words, ...(section?.words ?? [])]);
    // A part pointed to again is not summed up twice.
    const summary = section?.summary && !summed.has(section.summary) ? section.summary : undefined;
    if (summary) summed.add(summary);
    return {
      pain,
      section,
      summary,
      idea: bestMatch(words, r.ideas, taught, true)?.text,
      action: bestMatch(words, r.actions, taught, true)?.text,
    };
  });
}

const quoted = (s: string) => `"${s}"`;
const italic = (s: string) => `*${s}*`;
const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const body = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join('\n\n');

function delivery(r: Reading, lines: Lines, lessons: Lesson[]) {
  const slots = { noun: r.noun, title: italic(r.title), count: COUNT_WORDS[lessons.length + 1] ?? 'a few' };
  const inside = r.bullets.length ? r.bullets : r.sections.slice(0, 4).map((s) => s.title);
  const first = r.sections[0];
  const coming = [...lessons.map((l) => l.pain.label), ...(r.offer ? [DELIVERY.nextOffer] : [])];
  return {
    subject: lines.pick(DELIVERY.subject, { noun: r.noun, title: r.title }, 'subject'),
    body: body(
      lines.greeting(),
      lines.pick(DELIVERY.thanks, slots),
      r.audience && lines.pick(DELIVERY.forWhom, { ...slots, audience: r.audience }),
      inside.length > 0 && `${lines.pick(DELIVERY.inside)}\n\n${list(inside)}`,
      first && lines.pick(DELIVERY.start, { section: quoted(first.title) }),
      `${lines.pick(DELIVERY.next, slots)}\n\n${list(coming)}`,
      lines.pick(DELIVERY.ask),
      lines.signOff(),
    ),
  };
}

function lesson(r: Reading, lines: Lines, l: Lesson, i: number) {
  const label = lowerFirst(l.pain.label);
  const subjectSlots = { label, Label: l.pain.label };
  const section = l.section;
  const slots = { noun: r.noun, title: italic(r.title), section: section ? quoted(section.title) : '' };
  return {
    subject: lines.pick(l.pain.question ? LESSON.subjectQuoted : LESSON.subject, subjectSlots, `subject${i}`),
    body: body(
      lines.greeting(),
      lines.pick(LESSON.opener, { sentence: l.pain.sentence, label }, `opener${i}`),
      lines.pick(LESSON.turn, {}, `turn${i}`),
      l.idea && fill(LESSON.idea, { idea: l.idea }),
      section ? lines.pick(LESSON.where, slots, `where${i}`) : lines.pick(LESSON.whereNoSection, slots),
      l.summary && fill(LESSON.summary, { summary: l.summary }),
      l.action
        ? fill(/^try\b/i.test(l.action) ? LESSON.actionTry : LESSON.action, { action: l.action })
        : fill(LESSON.action, { action: lines.pick(LESSON.stockAction, slots, `action${i}`) }),
      lines.pick(LESSON.reply, {}, `reply${i}`),
      lines.signOff(),
    ),
  };
}

function closing(r: Reading, lines: Lines, lessons: Lesson[]) {
  const recap = `${lines.pick(CLOSING.recap)}\n\n${list(lessons.map((l) => l.pain.label))}`;
  const offer = r.offer;
  if (!offer)
    return {
      subject: lines.pick(CLOSING.subjectPlain, {}, 'closing'),
      body: body(lines.greeting(), recap, lines.pick(CLOSING.pick), lines.pick(CLOSING.ask), lines.signOff()),
    };
  const deliverables = offer.deliverables.slice(0, 4);
  return {
    subject: lines.pick(CLOSING.subjectOffer, { offer: offer.name }, 'closing'),
    body: body(
      lines.greeting(),
      recap,
      [lines.pick(CLOSING.offer, { offer: offer.name }), offer.headline].filter(Boolean).join(' '),
      deliverables.length > 0 && `${lines.pick(CLOSING.includes)}\n\n${list(deliverables)}`,
      lines.pick(CLOSING.invite, { noun: r.noun }),
      lines.signOff(),
    ),
  };
}
