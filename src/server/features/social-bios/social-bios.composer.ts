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
import { OUTCOME_VERBS, PLAYFUL_TONE } from '../../ai/compose/bank/words';
import { seeded } from '../../ai/compose/rng';
import { clip, lowerFirst, phrase, squash, upperFirst } from '../../ai/compose/text';

interface Mission {
  /** "Helping busy moms lose 10 kg without giving up dessert" */
  helping: string;
  /** The same without the "without" part. */
  short: string;
  /** "busy moms", when the mission names them. */
  who: string | undefined;
  /** "without giving up dessert", when the mission has one. */
  freedom: string | undefined;
}

/** Reads the chosen mission ("I help X achieve Y without Z", possibly numbered, possibly several lines). */
function readMission(text: string): Mission {
  const lines = text
    .split(/\n+/)
    .map((l) => squash(l.replace(/^\s*\d+[.)]\s*/, '')))
    .filter((l) => /[\p{L}\p{N}]/u.test(l));
  const first = (lines[0] ?? squash(text)).replace(/[.!]+$/, '');
  const m = /^I help\s+(.+)$/i.exec(first);
  if (!m?.[1]) {
    const p = upperFirst(phrase(first, 14));
    return { helping: p, short: upperFirst(phrase(first, 8)), who: undefined, freedom: undefined };
  }
  const [before = '', after] = m[1].split(/\s+without\s+/i, 2);
  const beforeClean = phrase(before, 14);
  const words = beforeClean.split(' ');
  const verbAt = words.findIndex((w, i) => i > 0 && OUTCOME_VERBS.has(w.toLowerCase()));
  const freedom = after ? `without ${phrase(after.split(',')[0] ?? after, 8)}` : undefined;
  return {
    helping: `Helping ${beforeClean}${freedom ? ` ${freedom}` : ''}`,
    short: `Helping ${beforeClean}`,
    who: verbAt > 0 ? words.slice(0, verbAt).join(' ') : beforeClean,
    freedom,
  };
}

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

/** Three bios for one platform, in its tone, from the person's mission; every one within the limit. */
export function composeBios(input: TBioInput): TBioOutput {
  const rng = seeded(input);
  const m = readMission(input.missionStatement);
  const playful = PLAYFUL_TONE.test(input.tone);
  const e = (emoji: string) => (playful ? `${emoji} ` : '');
  const name = input.name !== DEFAULT_BIO_NAME ? clip(input.name, 40) : undefined;
  const role = input.profession !== DEFAULT_BIO_PROFESSION ? clip(input.profession, 60) : undefined;
  const label = [name, role].filter(Boolean).join(' | ') || undefined;
  const who = m.who ? clip(m.who, 40) : 'you';
  const p = input.platform;

  const bios: Record<TBioPlatform, () => string[][]> = {
    twitter: () => [
      [`${m.helping}. ${e('👇')}Practical tips, every week.`, `${m.short}. ${e('👇')}Tips every week.`, m.short],
      [join(label && `${label}.`, `${m.short}.`, 'Sharing what works, one post at a time.'), `${m.short}.`],
      [
        `${upperFirst(`for ${who}`)}: simple steps, honest stories, real results. ${e('✨')}Follow along.`,
        'Simple steps, real results.',
      ],
    ],
    linkedin: () => [
      [join(label && `${label} |`, `${m.helping} |`, "Let's connect"), `${m.helping} | Let's connect`, m.short],
      [`${m.helping}. Practical, no-fluff posts for ${who} every week.`, `${m.short}. Practical posts every week.`],
      [join(label && `${label}.`, `${m.short}. Open to collaborations, podcasts and speaking.`), `${m.short}.`],
    ],
    instagram: () =>
      [
        [
          `${e('✨')}${m.short}`,
          m.freedom ? `${e('🚫')}${upperFirst(m.freedom)}` : `${e('💡')}Simple steps, real results`,
          `${e('📍')}${label ?? 'Tips, stories & wins'}`,
          `${e('👇')}Start here`,
        ],
        [
          label ?? `${e('👋')}Hey, glad you're here`,
          `${e('🎯')}${m.short}`,
          `${e('💬')}Real talk for ${who}`,
          `${e('⤵️')}New posts every week`,
        ],
        [
          `${e('🌱')}Made for ${who}`,
          `${e('🚀')}${m.short}`,
          `${e('❤️')}Honest stories, no fluff`,
          `${e('👇')}Your next step`,
        ],
      ].map((lines) => {
        const full = lines.slice(0, INSTAGRAM_BIO_LINES).join('\n');
        const lean = [lines[0], lines[1], lines[3]].join('\n');
        return [full, lean];
      }),
    tiktok: () => [
      [`${m.short} ${e('🎬')}`.trim(), `${e('🎬')}Made for ${who}`],
      [`${e('🔥')}Daily tips for ${who}`, `${e('🔥')}Daily tips`],
      [`${m.short}. New vids daily ${e('✨')}`.trim(), `${m.short}.`],
    ],
    facebook: () => [
      [`${m.short}.`, `Made for ${who}.`],
      [join(label && `${label}:`, `${m.short}.`), `${m.short}.`],
      [`${m.short}. Join the conversation!`, `Join the conversation, ${who}!`],
    ],
    youtube: () => {
      const welcome = `Welcome${name ? `! I'm ${name}${role ? `, ${lowerFirst(role)}` : ''}` : ''}. ${m.helping}.`;
      const belong = m.who ? `If you're one of the ${who} who want results` : 'If you want results';
      const what = `On this channel you'll find practical videos for ${who}: step-by-step tutorials, honest stories and answers to the questions you ask most.`;
      const cadence = 'New videos every week. Subscribe and turn on notifications so you never miss the next one.';
      return [
        [`${welcome}\n\n${what}\n\n${cadence}`, welcome],
        [
          `${m.helping}.\n\n${belong} without the overwhelm, you're in the right place. Start with the playlists below.\n\n${cadence}`,
          `${m.helping}.`,
        ],
        [
          `${e('🎥')}${m.short}.\n\nEvery video gives you one thing to try this week. No fluff, no hype, just what works.\n\nComment with your questions: the best ones become next week's video.`,
          `${m.short}.`,
        ],
      ];
    },
  };
  const order = rng.sample([0, 1, 2], 3);
  const variants = bios[p]();
  return { bios: order.map((i) => fit(p, variants[i] ?? variants[0] ?? [m.short])) };
}
