import type { TContentPlanInput } from '../../shared/content-plan-input';
import type { TMissionInput } from '../../shared/mission';

/** Realistic answers that tests of several features share (a feature's own helpers stay in its folder). */
export const MISSION_ANSWERS: TMissionInput = {
  expertise: ['Strength training for beginners', 'Ten years as a physiotherapist', 'Explaining exercise simply'],
  audience: ['Busy parents over 40', 'Office workers with back pain', 'People who hate gyms'],
  outcome: ['Feel strong and pain-free', 'Train 20 minutes at home', 'Keep up with their kids'],
  obstacles: ['Hours in the gym', 'Expensive equipment', 'Confusing programmes'],
};

export const PLAN_INPUT: TContentPlanInput = {
  brandName: 'Calm Kitchen',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working 12-hour night shifts',
  painPoints: ['No energy to cook after a shift', 'Vending machine dinners', 'Sleep schedule chaos'],
  promise: 'Eat well on nights without spending your day off cooking',
  contentPillars: ['Educational & Tips', 'Personal Stories', 'Community & Social Proof'],
  scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
};

export const NICHE_ANSWERS = {
  skillsList: 'Spreadsheet modelling, teaching, budgeting',
  fulfillmentActivities: 'Helping friends untangle their money',
  demandSkills: 'People ask me to fix their budgets',
  proofPoints: 'Paid off £30k of debt in 3 years; ran 40 workshops',
  personalStory: 'I grew up with money stress and taught myself finance at 25.',
  scalableSkill: 'A budgeting system anyone can copy',
};

export const OFFER_FORM = {
  businessName: 'Good Dog Academy',
  industry: 'other',
  targetAudience: 'New puppy owners who work full time',
  currentRevenue: '0-10k',
  mainProblem: 'Their puppy pulls on the leash and barks when left alone',
  currentSolution: 'YouTube videos',
  solutionGaps: 'Videos do not fit their dog',
  desiredOutcome: 'A calm dog that can be left alone for a workday',
  priceRange: '100-500',
  timeline: 'short',
} as const;

export const COMPETITOR_REQUEST = {
  platform: 'instagram',
  competitors: [
    { name: 'Pawsitive Pups', handle: '@pawsitivepups', notes: 'Daily puppy Reels, rarely explains the method' },
    { name: 'Leeds Dog School', handle: 'leeds.dog_school' },
  ],
  industryContext: 'Dog training for first-time puppy owners',
};

export const LEAD_MAGNET_DRAFT = {
  title: 'The Leash Manners Starter Checklist',
  description: 'Five weeks to a calm walk.',
  targetAudience: 'First-time dog owners in cities',
  industry: 'Education',
  painPoints: ['Dog pulls on every walk', 'No time for long training sessions'],
  leadMagnetType: 'checklist',
  contentOutline: {
    sections: [
      {
        title: 'Before the walk',
        description: 'Set up the walk so the dog starts calm.',
        keyPoints: ['Short sniff first'],
      },
      { title: 'The first ten minutes', description: 'Reward the loose leash early.' },
      { title: 'When the leash goes tight', description: 'Stop, wait, and go again.' },
    ],
    objectives: ['Walk a block without pulling'],
  },
  designPreferences: { colorScheme: 'natural', style: 'classic', includeImages: true, includeCharts: false },
};

export const PAIN_POINT_FORM = {
  productName: 'Calm Canine',
  productDescription: 'A six-week online course for dog owners that stops leash pulling without harsh corrections.',
  targetMarket: 'First-time dog owners in cities',
  priceRange: '$149',
};
