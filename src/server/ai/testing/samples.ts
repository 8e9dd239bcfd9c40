import type { TAiGenerator } from '../../../shared/ai';
import { competitorAnalysisGenerator } from '../../features/competitor-analysis/competitor-analysis.generator';
import { audienceSuggestionsGenerator } from '../../features/content-strategy/audience-suggestions.generator';
import { contentBatchGenerator } from '../../features/content-strategy/content-batch.generator';
import { painPointSuggestionsGenerator } from '../../features/content-strategy/pain-point-suggestions.generator';
import { leadMagnetGenerator } from '../../features/lead-magnets/lead-magnet.generator';
import { missionGenerator } from '../../features/mission/mission.generator';
import { nicheGenerator } from '../../features/niche-discovery/niche-discovery.generator';
import { offerGenerator } from '../../features/offer-engineering/offer.generator';
import { painPointAnalysisGenerator } from '../../features/pain-point-analysis/pain-point-analysis.generator';
import { socialBiosGenerator } from '../../features/social-bios/social-bios.generator';
import type { Generator } from '../generator';

/** Every generator with one realistic input, for the benchmark and the catalogue test. */
export const SAMPLES: Record<TAiGenerator, { generator: Generator; input: unknown }> = {
  mission: {
    generator: missionGenerator,
    input: {
      expertise: ['10 years as a personal trainer', 'I love meal prep', 'Certified nutrition coach'],
      audience: ['Busy moms over 35', 'First-time founders', 'Remote workers who sit all day'],
      outcome: ['Lose 10 kg and keep it off', 'Financial freedom', 'Feeling confident in their body'],
      obstacles: ['Lack of time', 'Too much conflicting advice', "I don't know where to start"],
    },
  },
  'social-bios': {
    generator: socialBiosGenerator,
    input: {
      platform: 'instagram',
      name: 'Dana Lee',
      profession: 'Fitness coach',
      missionStatement: 'I help busy moms over 35 lose 10 kg and keep it off without needing more time first.',
    },
  },
  niche: {
    generator: nicheGenerator,
    input: {
      skillsList: 'Meal planning, batch cooking, nutrition basics',
      fulfillmentActivities: 'Teaching small groups and writing recipes',
      demandSkills: 'Colleagues always ask me for healthy meal prep plans',
      proofPoints: 'Lost 15 kg while working nights; ran a meal prep challenge with 40 nurses',
      personalStory: 'I went from an exhausted night-shift nurse to cooking once a week for the whole week.',
      scalableSkill: 'Meal prep systems',
    },
  },
  'audience-suggestions': {
    generator: audienceSuggestionsGenerator,
    input: { niche: 'Meal prep for night-shift nurses' },
  },
  'pain-point-suggestions': {
    generator: painPointSuggestionsGenerator,
    input: { niche: 'Meal prep for night-shift nurses', audience: 'Nurses working night shifts' },
  },
  'content-batch': {
    generator: contentBatchGenerator,
    input: {
      brandName: 'Fit Nurse Co.',
      niche: 'Meal prep for night-shift nurses',
      audience: 'Nurses working night shifts',
      painPoints: ['Living on vending machine snacks', 'No energy after a 12-hour shift', 'No time to cook'],
      promise: 'Eat well on every shift with one hour of prep a week',
      contentPillars: ['Educational & Tips', 'Personal Stories', 'Community & Social Proof'],
      scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
      batchNumber: 1,
    },
  },
  'competitor-analysis': {
    generator: competitorAnalysisGenerator,
    input: {
      platform: 'instagram',
      competitors: [
        { name: 'Fit Mama Jo', handle: '@fitmamajo', notes: 'Daily Reels, recipe carousels' },
        { name: 'Shift Strong', handle: '@shiftstrong' },
      ],
      industryContext: 'Nutrition coaching for nurses',
    },
  },
  'pain-point-analysis': {
    generator: painPointAnalysisGenerator,
    input: {
      productName: 'ShiftPlate',
      productDescription: 'A meal planning app for shift workers that builds a week of meals in 10 minutes.',
      targetMarket: 'Nurses and paramedics on rotating shifts',
      priceRange: '$9/month',
    },
  },
  'lead-magnet': {
    generator: leadMagnetGenerator,
    input: {
      title: 'The 7-Day Night Shift Meal Prep Kit',
      targetAudience: 'Nurses on night shifts',
      industry: 'Healthcare',
      painPoints: ['Living on vending machine snacks', 'No time to cook'],
      leadMagnetType: 'checklist',
      contentOutline: {
        sections: [
          { title: 'Your one-hour prep session', description: 'How to prep a week of meals in one hour.' },
          { title: 'Snacks that beat the vending machine', description: 'Ten snacks that keep energy steady.' },
        ],
        objectives: ['Prep a week of meals in one hour'],
      },
    },
  },
  offer: {
    generator: offerGenerator,
    input: {
      businessName: 'Shift Fuel Coaching',
      targetAudience: 'Night-shift nurses',
      mainProblem: 'Living on vending machine snacks',
      desiredOutcome: 'Eat well on every shift and lose 5 kg',
      priceRange: '500-1000',
      timeline: 'medium',
    },
  },
};
