import type { TCompetitorPlatform } from '../../../shared/competitor-analysis';

export interface Playbook {
  name: string;
  formats: string;
  strengths: string[];
  gaps: string[];
  trend: { title: string; description: string; steps: string[] };
}

/** What tends to work, and what tends to be missing, on each platform. */
export const PLAYBOOKS: Record<TCompetitorPlatform, Playbook> = {
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
