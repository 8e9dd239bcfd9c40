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
