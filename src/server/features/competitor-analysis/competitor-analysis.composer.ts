import type {
  TCompetitorAnalysis,
  TCompetitorAnalysisInput,
  TCompetitorEntry,
  TCompetitorPlatform,
  TCompetitorReport,
  TContentInsight,
} from '../../../shared/competitor-analysis';
import { seeded } from '../../ai/compose/rng';
import { clip, lowerFirst, phrase, sentence, splitItems, topicOf } from '../../ai/compose/text';

interface Playbook {
  name: string;
  formats: string;
  strengths: string[];
  gaps: string[];
  trend: { title: string; description: string; steps: string[] };
}

/** What tends to work, and what tends to be missing, on each platform. */
const PLAYBOOKS: Record<TCompetitorPlatform, Playbook> = {
  instagram: {
    name: 'Instagram',
    formats: 'Reels and saveable carousels',
    strengths: [
      'A recognisable visual style in the feed',
      'Carousels people save and come back to',
      'Regular Stories that keep followers close',
    ],
    gaps: [
      'Captions that describe rather than teach',
      'Generic calls to action ("link in bio")',
      'Few replies to comments after the first hour',
    ],
    trend: {
      title: 'Saves and shares now outweigh likes',
      description:
        'Instagram rewards posts people save or send to a friend; reference carousels and practical Reels travel furthest.',
      steps: [
        'Turn your best tip into a 7-slide carousel with one idea per slide',
        'End each post with a reason to save it',
        'Track saves per post for four weeks',
      ],
    },
  },
  tiktok: {
    name: 'TikTok',
    formats: 'short videos with a hook in the first two seconds',
    strengths: [
      'Fast hooks that stop the scroll',
      'Trend-aware sounds and formats',
      'A personality people come back for',
    ],
    gaps: [
      'Videos that chase trends without a clear topic',
      'No series that gives viewers a reason to follow',
      'Little depth beyond the hook',
    ],
    trend: {
      title: 'TikTok is a search engine now',
      description:
        'More people search TikTok for how-to answers; videos that answer a searchable question keep getting views for months.',
      steps: [
        'Put the exact question in the first line and the on-screen text',
        'Make a numbered series of answers',
        'Reply to comments with video answers',
      ],
    },
  },
  linkedin: {
    name: 'LinkedIn',
    formats: 'text posts with a strong first line and document carousels',
    strengths: [
      'Professional credibility and clear expertise',
      'Personal stories tied to work lessons',
      'Steady posting schedule',
    ],
    gaps: [
      'Posts that sound like announcements',
      'Broad advice without a point of view',
      'Few specific numbers or examples',
    ],
    trend: {
      title: 'Document posts and opinionated takes win reach',
      description:
        'Carousels (PDF posts) and clear, specific opinions get the longest dwell time, which LinkedIn rewards.',
      steps: [
        'Turn one framework into a 6-page document post',
        'Open with a specific, slightly contrarian first line',
        'Reply to every comment in the first hour',
      ],
    },
  },
  twitter: {
    name: 'Twitter',
    formats: 'sharp single posts and threads',
    strengths: [
      'Quick, quotable opinions',
      'Threads that break down a topic',
      'Active replies that build relationships',
    ],
    gaps: [
      'Hot takes without follow-through',
      'Threads without a clear takeaway',
      'No path from followers to an offer',
    ],
    trend: {
      title: 'Longer posts and threads that teach',
      description:
        'Posts that teach one thing completely earn bookmarks and follows; bookmarks are a strong signal of value.',
      steps: [
        'Write one teaching thread a week from a client question',
        'End threads with a single clear next step',
        'Pin the best-performing thread',
      ],
    },
  },
  youtube: {
    name: 'YouTube',
    formats: 'searchable long videos supported by Shorts',
    strengths: [
      'Titles and thumbnails that promise a clear result',
      'Videos that rank for search terms',
      'Playlists that keep viewers watching',
    ],
    gaps: [
      'Slow intros that lose viewers in the first 30 seconds',
      'Few videos for beginners',
      'Shorts that do not lead to long videos',
    ],
    trend: {
      title: 'Shorts feed long-form subscribers',
      description:
        'Channels that cut Shorts from their long videos and link them grow subscribers faster than either format alone.',
      steps: [
        'Cut three Shorts from every long video',
        'Link each Short to its full video',
        'Open long videos with the result, not an introduction',
      ],
    },
  },
};

const handleKey = (h: string) => h.replace(/\s+/g, '').replace(/^@+/, '').toLowerCase();
export const sameHandle = (a: string, b: string) => handleKey(a) === handleKey(b);

function insights(c: TCompetitorEntry, p: Playbook, topic: string, confidence: number): TContentInsight[] {
  const name = clip(c.name, 60);
  return [
    {
      title: clip(`Answer the questions ${name} leaves open`, 120),
      description: `${name}'s audience on ${p.name} has questions about ${topic} that go unanswered. Each one is a ready-made post for you.`,
      insight_type: 'opportunity',
      priority_level: 'high',
      confidence_score: confidence,
      actionable_steps: [
        `Read the comments on ${name}'s last 10 posts and list every unanswered question`,
        'Answer one question per post for the next two weeks',
        'Name the question in your first line so people recognise it',
      ],
    },
    {
      title: clip(`${p.name} rewards ${p.formats}`, 120),
      description: `Accounts like ${name} grow on ${p.name} through ${p.formats}. Match the format, then beat them on specifics.`,
      insight_type: 'pattern',
      priority_level: 'medium',
      confidence_score: confidence,
      actionable_steps: [
        `Note which of ${name}'s posts got the most engagement and what format they used`,
        'Publish three posts in that format this week, each with one concrete example',
      ],
    },
    {
      title: 'Differentiate with your story and a clear point of view',
      description: `Where ${name} stays general, take a position. A specific opinion about ${topic} is easier to remember than another list of tips.`,
      insight_type: 'recommendation',
      priority_level: 'high',
      confidence_score: confidence,
      actionable_steps: [
        `Write down one thing you disagree with in ${name}'s content`,
        'Turn it into a post that explains your view and what to do instead',
      ],
    },
    {
      title: p.trend.title,
      description: p.trend.description,
      insight_type: 'trend',
      priority_level: 'medium',
      confidence_score: Math.min(0.9, confidence + 0.15),
      actionable_steps: p.trend.steps,
    },
  ];
}

function report(input: TCompetitorAnalysisInput, c: TCompetitorEntry, topic: string): TCompetitorReport {
  const p = PLAYBOOKS[input.platform];
  const rng = seeded(input).fork(handleKey(c.handle));
  const notes = c.notes ? splitItems(c.notes, 3, 12) : [];
  // Nothing was observed offline: confidence stays low, a little higher where the user's notes back it.
  const confidence = Math.round((0.35 + (notes.length ? 0.15 : 0) + rng.int(10) / 100) * 100) / 100;
  const notesLine = c.notes ? ` Your notes: ${sentence(clip(c.notes, 300))}` : '';
  return {
    competitor_name: clip(c.name, 120),
    competitor_handle: clip(c.handle, 120),
    analysis_summary: {
      description: clip(
        `${c.name} (${c.handle}) on ${p.name}, read against ${lowerFirst(clip(input.industryContext, 200))}.${notesLine} This offline read uses common ${p.name} patterns in your space; check their last 12 posts to confirm each point before acting on it.`,
        1200,
      ),
      strengths: [
        ...notes.map((n) => clip(`From your notes: ${lowerFirst(n)}`, 300)),
        ...rng.sample(p.strengths, 2),
      ].slice(0, 6),
      weaknesses: rng.sample(p.gaps, 2),
      content_themes: [`${topic} tips`, `${topic} mistakes`, 'Behind the scenes', 'Client or customer results'].map(
        (t) => clip(t, 120),
      ),
    },
    insights: insights(c, p, topic, confidence).map((i) => ({
      ...i,
      title: clip(i.title, 120),
      description: clip(i.description, 700),
      actionable_steps: i.actionable_steps.map((s) => clip(s, 300)),
    })),
  };
}

/** One report per competitor, from platform patterns and the user's own notes; honest that nothing was observed. */
export function composeCompetitorAnalysis(input: TCompetitorAnalysisInput): TCompetitorAnalysis {
  const topic = topicOf(phrase(input.industryContext, 8));
  return { analyses: input.competitors.map((c) => report(input, c, topic)) };
}
