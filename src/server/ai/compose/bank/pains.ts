/*
 * Recurring pain points, with how they feel and what people already try. Slots: {topic}.
 */

export interface PainPattern {
  pain: string;
  emotionalImpact: string;
  frequency: string;
  currentSolutions: string[];
  gaps: string[];
}

export const PAINS: readonly PainPattern[] = [
  {
    pain: 'Not knowing where to start with {topic}',
    emotionalImpact: 'Feels paralysed and behind; every week without a start adds guilt.',
    frequency: 'Every time they sit down to work on it',
    currentSolutions: ['Free videos and blog posts', 'Asking friends', 'Bookmarking courses for later'],
    gaps: ['No order of steps', 'Advice is generic, not for their situation'],
  },
  {
    pain: 'Too much conflicting advice about {topic}',
    emotionalImpact: 'Confused and sceptical; second-guesses every decision.',
    frequency: 'Daily, with every scroll',
    currentSolutions: ['Following several experts at once', 'Trying each new tactic'],
    gaps: ['Nobody explains which advice fits whom', 'No way to test what works for them'],
  },
  {
    pain: 'No time to stay consistent with {topic}',
    emotionalImpact: 'Frustrated and guilty when plans slip after a busy week.',
    frequency: 'Weekly',
    currentSolutions: ['Weekend catch-up sessions', 'Productivity apps', 'Ambitious schedules'],
    gaps: ['Plans assume more time than they have', 'No minimum version for busy weeks'],
  },
  {
    pain: 'Spending money on courses and tools for {topic} that do not deliver',
    emotionalImpact: 'Burned and wary; hesitant to invest again.',
    frequency: 'With every purchase decision',
    currentSolutions: ['Cheap courses', 'Free trials', 'Reading reviews'],
    gaps: ['No accountability after purchase', 'Content without implementation support'],
  },
  {
    pain: 'Fear of being judged when showing up for {topic}',
    emotionalImpact: 'Anxious and self-conscious; holds back good ideas.',
    frequency: 'Before every post, pitch or launch',
    currentSolutions: ['Waiting until it is perfect', 'Staying in private groups'],
    gaps: ['No safe place to practise', 'No proof that imperfect action works'],
  },
  {
    pain: 'Inconsistent results from {topic}',
    emotionalImpact: 'Unsettled; cannot plan or promise anything with confidence.',
    frequency: 'Month to month',
    currentSolutions: ['Doubling effort in good months', 'Copying what worked for others'],
    gaps: ['No repeatable system', 'No tracking of what caused the good months'],
  },
  {
    pain: 'Feeling invisible despite putting in the work on {topic}',
    emotionalImpact: 'Discouraged; wonders whether it is worth continuing.',
    frequency: 'After every piece of work that gets no response',
    currentSolutions: ['Posting more often', 'Chasing trends', 'Paid promotion'],
    gaps: ['No clear positioning', 'Message speaks to everyone and so to no one'],
  },
  {
    pain: 'Working on {topic} alone with nobody to ask',
    emotionalImpact: 'Isolated and unsure; small questions turn into long delays.',
    frequency: 'Several times a week',
    currentSolutions: ['Forums and comment sections', 'Trial and error'],
    gaps: ['Answers come slowly or not at all', 'No expert who knows their situation'],
  },
];
