import {
  BIO_PLATFORM_INFO,
  DEFAULT_BIO_NAME,
  DEFAULT_BIO_PROFESSION,
  INSTAGRAM_BIO_LINES,
  type TBioInput,
  type TBioOutput,
  type TBioPlatform,
  bioLength,
} from '../../../shared/social-bios';
import type { ComposeContext } from '../../ai/generator';
import { OUTCOME_VERBS, PLAYFUL_TONE } from '../../ai/compose/bank/words';
import { seeded } from '../../ai/compose/rng';
import {
  audience,
  isBaseVerb,
  firstClause,
  headPhrase,
  helpJoin,
  midSentence,
  opensWithVerbPhrase,
  outcome,
  prime,
} from '../../ai/compose/language';
import { clip, squash, upperFirst } from '../../ai/compose/text';

interface Mission {
  /** "busy moms over 35", when the mission names them; at most `words` words. */
  who(words: number): string | undefined;
  /** "lose 10 kg and keep it off", as a base verb phrase. */
  what(words: number): string;
  /** "without giving up dessert", when the mission has one. */
  freedom: string | undefined;
}

/** Words that take "to" and a verb inside an audience ("who want to sell", "learn to restore"). */
const TAKES_TO =
  /^(?:want|wants|need|needs|learn|learning|how|able|trying|going|like|love|hope|has|have|used|decided)$/i;

/**
 * "I help X (to) Y without Z, …": where X ends and Y begins. At the first "to" that does not belong to
 * the audience ("who want to sell …") and is followed by a verb; else at the first outcome verb.
 */
function splitHelp(rest: string): [string, string] {
  const words = rest.split(' ');
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i]?.toLowerCase() !== 'to' || TAKES_TO.test(words[i - 1] ?? '')) continue;
    const after = words.slice(i + 1).join(' ');
    // "get back to racing": an "-ing" word after "to" is part of the outcome, not its start.
    if (!/ing$/i.test(words[i + 1] ?? '') && opensWithVerbPhrase(after)) return [words.slice(0, i).join(' '), after];
  }
  // "descendants of Irish emigrants trace an ancestor": a verb's base form right after a plural.
  const at = words.findIndex(
    (w, i) =>
      i > 0 &&
      (OUTCOME_VERBS.has(w.toLowerCase()) ||
        (/s$/i.test(words[i - 1] ?? '') &&
          isBaseVerb(w.toLowerCase(), /^(?:an?|the|their|them)$/i.test(words[i + 1] ?? '')))),
  );
  return at > 0 ? [words.slice(0, at).join(' '), words.slice(at).join(' ')] : ['', rest];
}

/** Reads the chosen mission ("I help X achieve Y without Z", possibly numbered, possibly several lines). */
function readMission(text: string): Mission {
  const lines = text
    .split(/\n+/)
    .map((l) => squash(l.replace(/^\s*\d+[.)]\s*/, '')))
    .filter((l) => /[\p{L}\p{N}]/u.test(l));
  const first =
    firstClause(lines[0] ?? squash(text)).split(/,\s+(?:so they can|drawing on|as (?:an?|someone)\b)/i)[0] ?? '';
  const m = /^I help\s+(.+)$/i.exec(first);
  if (!m?.[1]) {
    return { who: () => undefined, what: (n) => headPhrase(first, n), freedom: undefined };
  }
  const [before = '', after] = m[1].split(/\s+(?=(?:even )?without\s)/i, 2);
  const [who, what] = splitHelp(before);
  prime({ audience: [who], outcome: [what] });
  return {
    who: (n) => (who ? audience(who, n) : undefined),
    what: (n) => outcome(what, n),
    freedom: after ? headPhrase(after, 9) : undefined,
  };
}

/** Sign-offs; a result uses each at most once. */
const SIGN_OFFS = {
  short: ['Follow along.', 'New posts every week.', 'Tips every week.', 'Say hi!', 'Start here.', "Let's talk."],
  long: [
    'Sharing what works, one post at a time.',
    'Practical tips, every week.',
    'Honest stories and simple steps.',
    'Join the conversation!',
    "Let's connect.",
    'Open to collaborations, podcasts and speaking.',
  ],
};

/** The first variant within the platform's limit; the last one clipped when none fits. */
function fit(platform: TBioPlatform, variants: string[]): string {
  const limit = BIO_PLATFORM_INFO[platform].characterLimit;
  const fitting = variants.find((v) => bioLength(v, platform) <= limit);
  if (fitting) return fitting;
  const last = variants[variants.length - 1] ?? '';
  if (platform !== 'instagram') return clip(last, limit);
  // Instagram keeps its line breaks: share the limit between the lines.
  const lines = last.split('\n');
  const each = Math.floor(limit / lines.length);
  return lines.map((l) => clip(l, each)).join('\n');
}

const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** A sign-off that holds none of the words the person asked never to use. */
const avoiding = (words: readonly string[]) => {
  const banned = words.map((w) => w.toLowerCase());
  return (line: string) => !banned.some((w) => line.toLowerCase().includes(w));
};

/**
 * Three bios for one platform, in its tone, from the person's mission; every one within the limit. The
 * brand profile's voice words can make the tone playful, its name fills in a missing one, and its
 * words to avoid keep those sign-offs out.
 */
export function composeBios(input: TBioInput, { brand }: ComposeContext = {}): TBioOutput {
  const rng = seeded(input);
  const m = readMission(input.missionStatement);
  const playful = PLAYFUL_TONE.test(input.tone) || (brand?.voice ?? []).some((v) => PLAYFUL_TONE.test(v));
  const e = (emoji: string) => (playful ? `${emoji} ` : '');
  const brandName = brand?.name && brand.name.length <= 40 ? squash(brand.name) : undefined;
  const name = input.name !== DEFAULT_BIO_NAME ? squash(input.name) : brandName;
  const role = input.profession !== DEFAULT_BIO_PROFESSION ? headPhrase(input.profession, 8) : undefined;
  const label = [name, role].filter(Boolean).join(' | ') || undefined;
  const p = input.platform;
  const limit = BIO_PLATFORM_INFO[p].characterLimit;
  // The longest audience that leaves room for the rest of a line; "you" when none fits.
  const whoIn = (room: number) => [8, 6, 4, 3, 2].map((n) => m.who(n)).find((w) => w && w.length <= room) ?? 'you';
  const helping = (room: number, freedom = true) => {
    const core = (n: number) => {
      const who = m.who(n);
      return who ? `Helping ${helpJoin(who, m.what(n))}` : upperFirst(m.what(n));
    };
    const lines = (n: number) => (freedom && m.freedom ? [`${core(n)} ${m.freedom}`, core(n)] : [core(n)]);
    const whole = m.who(10);
    // Longest first. Before both the people and the outcome are cut short ("Helping descendants of
    // Irish trace an emigrant"), the people alone, whole: "Helping descendants of Irish emigrants".
    const candidates = [...lines(10), ...lines(7), ...(whole ? [`Helping ${whole}`] : []), ...lines(5), ...lines(3)];
    return candidates.find((c) => c.length <= room) ?? upperFirst(m.what(3));
  };
  const allowed = avoiding(brand?.avoidWords ?? []);
  const signOffs = (list: string[]) => (list.filter(allowed).length >= 3 ? list.filter(allowed) : list);
  const short = rng.fork('short').sample(signOffs(SIGN_OFFS.short), 3);
  const long = rng.fork('long').sample(signOffs(SIGN_OFFS.long), 3);
  const who = whoIn(40);

  const bios: Record<TBioPlatform, () => string[][]> = {
    twitter: () => [
      [`${helping(limit - 30)}. ${e('👇')}${long[0]}`, `${helping(limit - 20)}. ${short[0]}`, `${helping(limit - 1)}.`],
      [join(label && `${label}.`, `${helping(limit - 60, false)}.`, long[1]), `${helping(limit - 1, false)}.`],
      [
        `For ${whoIn(60)}: simple steps, honest stories, real results. ${e('✨')}${short[1]}`,
        `${upperFirst(m.what(6))}. ${short[1]}`,
      ],
    ],
    linkedin: () => [
      [
        join(label && `${label} |`, `${helping(limit - 100)} |`, long[0]),
        `${helping(limit - 20)} | ${short[0]}`,
        helping(limit),
      ],
      [`${helping(limit - 60)}. Practical, no-fluff posts for ${whoIn(40)} every week.`, `${helping(limit - 1)}.`],
      [join(label && `${label}.`, `${helping(limit - 100, false)}.`, long[2]), `${helping(limit - 1, false)}.`],
    ],
    instagram: () =>
      [
        [
          `${e('✨')}${helping(60, false)}`,
          m.freedom ? `${e('🚫')}${upperFirst(m.freedom)}` : `${e('💡')}Simple steps, real results`,
          `${e('📍')}${label ?? 'Tips, stories & wins'}`,
          `${e('👇')}${short[0]}`,
        ],
        [
          label ?? `${e('👋')}Hey, glad you're here`,
          `${e('🎯')}${helping(60, false)}`,
          `${e('💬')}Real talk for ${whoIn(30)}`,
          `${e('⤵️')}${short[1]}`,
        ],
        [
          `${e('🌱')}Made for ${whoIn(30)}`,
          `${e('🚀')}${upperFirst(m.what(6))}`,
          `${e('❤️')}Honest stories, no fluff`,
          `${e('👇')}${short[2]}`,
        ],
      ].map((lines) => {
        const full = lines.slice(0, INSTAGRAM_BIO_LINES).join('\n');
        const lean = [lines[0], lines[1], lines[3]].join('\n');
        return [full, lean, [lines[0], lines[3]].join('\n')];
      }),
    tiktok: () => [
      [`${helping(limit - 3, false)} ${e('🎬')}`.trim(), `${e('🎬')}Made for ${whoIn(60)}`],
      [`${e('🔥')}Daily tips for ${whoIn(60)}`, `${e('🔥')}${short[0]}`],
      [`${upperFirst(m.what(6))}. New videos daily ${e('✨')}`.trim(), `${upperFirst(m.what(4))}.`],
    ],
    facebook: () => [
      [`${helping(limit - 1)}.`, `${helping(60, false)}.`],
      [join(label && `${label}:`, `${helping(limit - 30, false)}.`), `${helping(limit - 1, false)}.`],
      [`${helping(limit - 25, false)}. ${long[0]}`, `${helping(limit - 15, false)}. ${short[0]}`],
    ],
    youtube: () => {
      const welcome = `Welcome${name ? `! I'm ${name}${role ? `, ${midSentence(role)}` : ''}` : ''}. ${helping(300)}.`;
      const belong = who === 'you' ? 'If you want results' : `If you're one of the ${who} who want results`;
      const what = `On this channel you'll find practical videos for ${who}: step-by-step tutorials, honest stories and answers to the questions you ask most.`;
      const cadence = 'New videos every week. Subscribe and turn on notifications so you never miss the next one.';
      return [
        [`${welcome}\n\n${what}\n\n${cadence}`, welcome],
        [
          `${helping(300)}.\n\n${belong} without the overwhelm, you're in the right place. Start with the playlists below.\n\n${long[1]}`,
          `${helping(300)}.`,
        ],
        [
          `${e('🎥')}${helping(300, false)}.\n\nEvery video gives you one thing to try this week. No fluff, no hype, just what works.\n\nComment with your questions: the best ones become next week's video.`,
          `${helping(300, false)}.`,
        ],
      ];
    },
  };
  const order = rng.sample([0, 1, 2], 3);
  const variants = bios[p]();
  return { bios: order.map((i) => fit(p, variants[i] ?? variants[0] ?? [helping(limit)])) };
}
