/*
 * Buyer persona archetypes: where someone is on their journey, what they want, what stops them
 * and where they look for answers. Slots: {topic}, {product}.
 */

export interface PersonaArchetype {
  label: string;
  /** An audience segment for suggestions ("Complete beginners who …"). */
  segment: string;
  stage: string;
  psychographics: string;
  goals: string[];
  challenges: string[];
  channels: string[];
  /** What they say when they finally look for help. */
  quote: string;
}

export const PERSONAS: readonly PersonaArchetype[] = [
  {
    label: 'The Overwhelmed Starter',
    segment: 'Complete beginners who want a clear first step in {topic}',
    stage: 'just getting started',
    psychographics: 'Motivated but overloaded with conflicting advice; afraid of wasting money on the wrong start.',
    goals: [
      'Know exactly where to start with {topic}',
      'See a first result within weeks',
      'Avoid expensive beginner mistakes',
    ],
    challenges: [
      'Too many options and opinions',
      'No way to tell good advice from noise',
      'Limited time to experiment',
    ],
    channels: ['YouTube', 'Instagram', 'Google search', 'Podcasts'],
    quote: 'I just want someone to tell me what to do first.',
  },
  {
    label: 'The Stuck Practitioner',
    segment: 'People already doing {topic} who have hit a plateau',
    stage: 'experienced but plateaued',
    psychographics:
      'Has tried the basics and done the free courses; frustrated that effort no longer shows in results.',
    goals: ['Break through the current plateau', 'Find what is really holding results back', 'Get expert feedback'],
    challenges: ['Generic advice no longer applies', 'Unclear which lever to pull next', 'Losing motivation'],
    channels: ['LinkedIn', 'Newsletters', 'Communities', 'YouTube'],
    quote: 'I am doing everything right and still not getting anywhere.',
  },
  {
    label: 'The Ambitious Scaler',
    segment: 'Established professionals who want to grow faster with {topic}',
    stage: 'growing and ready to invest',
    psychographics: 'Results-driven and time-poor; happy to pay for speed, allergic to busywork.',
    goals: ['Scale results without scaling hours', 'Systemise what already works', 'Get time back'],
    challenges: ['Bottlenecked by doing everything personally', 'No repeatable system', 'Delegation feels risky'],
    channels: ['LinkedIn', 'Podcasts', 'Industry events', 'Email newsletters'],
    quote: 'I need this to run without me in every step.',
  },
  {
    label: 'The Careful Researcher',
    segment: 'Cautious buyers comparing options before committing to {topic}',
    stage: 'evaluating options',
    psychographics: 'Analytical and sceptical after past disappointments; needs proof, specifics and a safety net.',
    goals: ['Make a confident, informed choice', 'Understand exactly what they get', 'Avoid another disappointment'],
    challenges: ['Overpromising competitors', 'Hard to compare options', 'Fear of being sold to'],
    channels: ['Google search', 'Reviews', 'Reddit', 'YouTube'],
    quote: 'Show me it works for someone like me.',
  },
  {
    label: 'The Time-Starved Professional',
    segment: 'Busy professionals who can give {topic} only a few hours a week',
    stage: 'committed but short on time',
    psychographics: 'Juggling work and family; values efficiency and will pay to skip trial and error.',
    goals: ['Get results in small, fixed time blocks', 'A plan that survives busy weeks', 'Less decision fatigue'],
    challenges: ['Inconsistent schedule', 'Starting over after every busy week', 'Too tired to plan'],
    channels: ['Instagram', 'Podcasts', 'Email', 'LinkedIn'],
    quote: 'If it takes more than 20 minutes a day, it will not happen.',
  },
  {
    label: 'The Career Switcher',
    segment: 'Career changers moving into {topic} from another field',
    stage: 'in transition',
    psychographics: 'Brave and eager but anxious about starting over; wants credibility fast.',
    goals: [
      'Build credibility quickly',
      'Turn past experience into an advantage',
      'Land a first paying client or role',
    ],
    challenges: ['Imposter syndrome', 'No track record yet', 'Financial pressure during the switch'],
    channels: ['LinkedIn', 'YouTube', 'Online communities', 'Meetups'],
    quote: 'I know I can do this; I just need people to give me a chance.',
  },
  {
    label: 'The Side-Hustler',
    segment: 'Side-hustlers turning {topic} into extra income',
    stage: 'building on the side',
    psychographics: 'Entrepreneurial and scrappy; works evenings and weekends and wants every hour to count.',
    goals: [
      'Earn a reliable first income from {topic}',
      'Keep it manageable next to a job',
      'Grow toward going full time',
    ],
    challenges: ['Very little time', 'No audience yet', 'Unsure how to price'],
    channels: ['TikTok', 'Instagram', 'YouTube', 'Pinterest'],
    quote: 'I want this to pay for itself before I go all in.',
  },
  {
    label: 'The Small Business Owner',
    segment: 'Small business owners who need {topic} to win more customers',
    stage: 'running a business',
    psychographics: 'Practical and ROI-focused; wears every hat and needs things that pay back quickly.',
    goals: ['More customers from {topic}', 'Predictable results', 'Spend less time on tasks outside the core business'],
    challenges: ['No specialist on the team', 'Tight budget', 'Hard to measure what works'],
    channels: ['Facebook', 'Google search', 'Local networks', 'Email'],
    quote: 'I do not need theory; I need customers.',
  },
];
