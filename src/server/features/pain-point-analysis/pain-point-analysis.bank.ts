import type { TPainPoint } from '../../../shared/pain-point-analysis';

/**
 * Buyer archetypes for any product, by how they come to buy rather than by trade, so they fit a dog
 * trainer's clients as well as a bookkeeper's. Slots: {market}, {product}, {does}, {goal}; a pair is
 * [with what the product does, without it], for descriptions that never say plainly.
 */
type Line = string | readonly [string, string];

export interface BuyerPain {
  pain: Line;
  severity: TPainPoint['severity'];
  frequency: string;
  emotionalImpact: string;
  currentSolutions: string[];
  gaps: string[];
}

export interface BuyerArchetype {
  name: string;
  stage: string;
  psychographics: string;
  goals: Line[];
  challenges: string[];
  channels: string[];
  pains: readonly [BuyerPain, BuyerPain];
}

export const BUYERS: readonly BuyerArchetype[] = [
  {
    name: 'The First-Timer',
    stage: 'looking for help with this for the first time',
    psychographics: 'Keen to get it right but unsure what good help looks like; reads reviews and asks friends first.',
    goals: [
      ['A clear path to {goal}', 'A clear first step'],
      'Know exactly what to do first',
      'Pay once, for something that works',
    ],
    challenges: [
      'Conflicting advice from every direction',
      'No way to judge quality before buying',
      'Worried about wasting money',
    ],
    channels: ['Google search', 'YouTube', 'Instagram', 'Friends and family'],
    pains: [
      {
        pain: ['Not knowing where to start with {goal}', 'Not knowing where to start, or whom to trust'],
        severity: 'High',
        frequency: 'Every time they try to make progress',
        emotionalImpact: 'Overwhelmed, and a little embarrassed to ask basic questions.',
        currentSolutions: ['Free articles and videos', 'Advice from friends'],
        gaps: ['Advice that contradicts itself', 'Nothing that fits their situation'],
      },
      {
        pain: 'Fear of paying for the wrong solution',
        severity: 'Medium',
        frequency: 'At every buying decision',
        emotionalImpact: 'Anxious; puts the decision off while the problem grows.',
        currentSolutions: ['Reading reviews', 'Waiting to see if it sorts itself out'],
        gaps: ['Hard to compare options', 'No low-risk way to try first'],
      },
    ],
  },
  {
    name: 'The Burned Buyer',
    stage: 'having already tried other fixes',
    psychographics: 'Sceptical after paying for things that did not work; wants proof before trusting anyone again.',
    goals: [
      ['Finally {does}, for good', 'A fix that lasts this time'],
      'See proof from people like them',
      'Avoid another wasted purchase',
    ],
    challenges: ['Little trust left for big promises', 'Has tried the obvious fixes already', 'Little patience left'],
    channels: ['Reviews and forums', 'Facebook groups', 'YouTube', 'Email newsletters'],
    pains: [
      {
        pain: ['Has tried to {does} before, and it did not last', 'Has paid for help before, and it did not last'],
        severity: 'High',
        frequency: 'Whenever the old problem comes back',
        emotionalImpact: 'Frustrated and sceptical; wonders whether anything will work for them.',
        currentSolutions: ['Cheaper alternatives', 'Starting over with free advice'],
        gaps: ['No follow-up once the money is paid', 'Nothing built specifically for {market}'],
      },
      {
        pain: 'Cannot tell real results from marketing claims',
        severity: 'Medium',
        frequency: 'Every time they compare options',
        emotionalImpact: 'Wary, and tired of being sold to.',
        currentSolutions: ['Asking in online groups', 'Reading reviews'],
        gaps: ['Few honest before-and-after stories', 'Claims without proof'],
      },
    ],
  },
  {
    name: 'The Time-Poor Juggler',
    stage: 'with very little spare time',
    psychographics: 'Busy and practical; pays for anything that saves hours and avoids long programmes.',
    goals: [
      ['{Goal} in the time they actually have', 'Results that fit a busy week'],
      'A simple routine they can keep',
      'Fewer decisions to make',
    ],
    challenges: ['Plans fall apart after one busy week', 'No time to research options', 'Starts strong, then stalls'],
    channels: ['Instagram', 'Podcasts', 'Email newsletters', 'WhatsApp groups'],
    pains: [
      {
        pain: ['Too little time left over for {goal}', 'Too little time to deal with it properly'],
        severity: 'High',
        frequency: 'Most weeks',
        emotionalImpact: 'Guilty and stressed each time it slips down the list.',
        currentSolutions: ['Quick fixes found online', 'Leaving it until the weekend'],
        gaps: ['Solutions that assume hours they do not have', 'No short version for busy weeks'],
      },
      {
        pain: 'Losing momentum after a good start',
        severity: 'Medium',
        frequency: 'A few weeks after starting anything new',
        emotionalImpact: 'Disappointed in themselves, and less likely to try again.',
        currentSolutions: ['Reminders and apps', 'Willpower'],
        gaps: ['No accountability', 'Nobody checking in'],
      },
    ],
  },
  {
    name: 'The Careful Spender',
    stage: 'watching every cost',
    psychographics: 'Value-driven; compares options carefully and wants to see the return before paying.',
    goals: [
      ['Help with {goal} at a price that makes sense', 'Help at a price that makes sense'],
      'Know what they get before they pay',
      'No surprise costs',
    ],
    challenges: ['Tight budget', 'Hard to compare value between options', 'Unsure the cost will pay off'],
    channels: ['Google search', 'Comparison sites', 'Facebook groups', 'Email newsletters'],
    pains: [
      {
        pain: 'Unsure whether paying for help is worth it',
        severity: 'High',
        frequency: 'Before every purchase',
        emotionalImpact: 'Torn between fixing the problem and keeping the money.',
        currentSolutions: ['Free alternatives', 'Doing it themselves'],
        gaps: ['No clear picture of the return', 'No way to start small'],
      },
      {
        pain: 'The hidden cost of leaving the problem unsolved',
        severity: 'Low',
        frequency: 'Builds up month by month',
        emotionalImpact: 'A quiet, constant worry that is easy to ignore.',
        currentSolutions: ['Living with it', 'Patching it up when it gets bad'],
        gaps: ['Nobody shows what waiting really costs'],
      },
    ],
  },
  {
    name: 'The High Achiever',
    stage: 'after the best result, not the cheapest',
    psychographics: 'Ambitious and detail-minded; happy to invest when the quality is clear.',
    goals: [
      ['The best way to {does}', 'The best result available'],
      'Expert guidance, not generic tips',
      'Progress they can measure',
    ],
    challenges: ['Generic advice feels too basic', 'Hard to find a true specialist', 'Impatient with slow progress'],
    channels: ['LinkedIn', 'Podcasts', 'YouTube', 'Industry events'],
    pains: [
      {
        pain: 'Generic advice that does not fit {market}',
        severity: 'Medium',
        frequency: 'Every time they look for help',
        emotionalImpact: 'Frustrated at paying for basics they already know.',
        currentSolutions: ['Premium courses', 'Books and podcasts'],
        gaps: ['Little specialist help for {market}', 'No personal feedback'],
      },
      {
        pain: 'Progress too slow to notice',
        severity: 'Low',
        frequency: 'Month to month',
        emotionalImpact: 'Restless; starts doubting the whole approach.',
        currentSolutions: ['Trying harder', 'Switching methods'],
        gaps: ['No way to measure progress', 'No expert eye on what to change'],
      },
    ],
  },
];
