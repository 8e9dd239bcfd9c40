import type { TContentPlanInput } from '../../shared/content-strategy';
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
