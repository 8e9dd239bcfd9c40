import type { TMissionInput } from '../../../shared/mission';

export const MISSION_ANSWERS: TMissionInput = {
  expertise: ['Strength training for beginners', 'Ten years as a physiotherapist', 'Explaining exercise simply'],
  audience: ['Busy parents over 40', 'Office workers with back pain', 'People who hate gyms'],
  outcome: ['Feel strong and pain-free', 'Train 20 minutes at home', 'Keep up with their kids'],
  obstacles: ['Hours in the gym', 'Expensive equipment', 'Confusing programmes'],
};
