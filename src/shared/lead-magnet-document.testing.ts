import type { TLeadMagnetRecord } from './lead-magnets';

/** A saved lead magnet for unit tests: two main sections, one category of 14 hooks. */
export const sampleMagnet = (over: Partial<TLeadMagnetRecord> = {}): TLeadMagnetRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'The 7-Day Night Shift Meal Prep Kit!',
  description: 'Eat well on nights.',
  target_audience: 'Nurses on night shifts',
  industry: 'Healthcare',
  pain_points: ['No time to cook', 'Vending machine dinners'],
  lead_magnet_type: 'checklist',
  content_outline: {
    sections: [
      { title: 'Your one-hour prep session', description: 'Prep a week in an hour.', keyPoints: [] },
      { title: 'Eating at 4 am', description: 'What to eat mid-shift.', keyPoints: [] },
    ],
    objectives: ['Prep a week of meals in one hour'],
  },
  design_preferences: { colorScheme: 'natural', style: 'creative', includeImages: true, includeCharts: false },
  generated_content: {
    executiveSummary: 'Eat well on nights.\n\nWithout cooking every day.',
    viralHooksCollection: [
      {
        category: 'Curiosity',
        platforms: ['TikTok', 'Instagram'],
        hooks: Array.from({ length: 14 }, (_, i) => `Hook ${i + 1}`),
        psychologyTriggers: ['Curiosity gap'],
      },
    ],
    customizationTemplates: [
      { template: 'If you are [who]...', examples: ['If you are a nurse...'], useCase: 'Opener' },
    ],
    viralFormulas: [
      { name: 'Problem, twist', structure: 'Problem then twist', example: 'Tired at 4 am?', bestPlatforms: ['TikTok'] },
    ],
    mainContent: [
      { title: 'Your one-hour prep session', content: 'Cook two proteins.', keyPoints: ['Batch-cook', 'Portion'] },
      { title: 'Eating at 4 am', content: 'Light and warm.', keyPoints: ['Soup'] },
    ],
    analyticsGuide: { metricsToTrack: ['Downloads'], optimizationTips: ['Test two hooks'] },
    actionableItems: ['Plan on Sunday', 'Buy containers'],
  },
  offline: true,
  created_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

/** Text of about `length` characters in sentences, so a PDF wraps it as it would a model's prose. */
const prose = (length: number, seed: string) => {
  const sentence = `${seed} keeps the week calm and the shift fed without cooking every day. `;
  return sentence
    .repeat(Math.ceil(length / sentence.length))
    .slice(0, length)
    .trim();
};
const many = <T>(count: number, item: (i: number) => T) => Array.from({ length: count }, (_, i) => item(i));

/** The largest lead magnet its schema allows: every list at its longest, every text at its limit. */
export const largestMagnet = (over: Partial<TLeadMagnetRecord> = {}): TLeadMagnetRecord =>
  sampleMagnet({
    title: prose(150, 'The complete night shift kit'),
    description: prose(500, 'What it is for'),
    generated_content: {
      executiveSummary: prose(1500, 'The summary'),
      viralHooksCollection: many(8, (c) => ({
        category: `Category ${c + 1}`,
        platforms: many(6, (p) => `Platform ${p + 1}`),
        hooks: many(30, (h) => prose(240, `Hook ${h + 1}`)),
        psychologyTriggers: many(6, (t) => `Trigger ${t + 1}`),
      })),
      customizationTemplates: many(10, (t) => ({
        template: prose(400, `Template ${t + 1}`),
        examples: many(5, (e) => prose(300, `Example ${e + 1}`)),
        useCase: prose(200, 'Use it'),
      })),
      viralFormulas: many(10, (f) => ({
        name: `Formula ${f + 1}`,
        structure: prose(300, 'Structure'),
        example: prose(600, 'Example'),
        bestPlatforms: many(6, (p) => `Platform ${p + 1}`),
      })),
      mainContent: many(15, (s) => ({
        title: `Section ${s + 1}: ${prose(130, 'What to do')}`,
        content: many(8, (p) => prose(480, `Paragraph ${p + 1}`)).join('\n\n'),
        keyPoints: many(10, (k) => prose(300, `Key point ${k + 1}`)),
      })),
      analyticsGuide: {
        metricsToTrack: many(10, (m) => prose(200, `Metric ${m + 1}`)),
        optimizationTips: many(10, (t) => prose(300, `Tip ${t + 1}`)),
      },
      actionableItems: many(15, (a) => prose(300, `Step ${a + 1}`)),
    },
    ...over,
  });
