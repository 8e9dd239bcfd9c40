/** Title, one-line purpose and the tips panel of each wizard step, in the order of docs/product/content-strategy.md. */
export const STEPS = [
  {
    title: 'Your brand',
    description: 'Who is speaking, and about what?',
    tips: [
      'Use the name people see on your profiles, so the plan sounds like you.',
      'A narrow niche ("meal prep for night-shift nurses") beats a broad one ("health").',
      'Not sure of your niche yet? Niche Discovery finds one in six questions.',
    ],
  },
  {
    title: 'Your audience',
    description: 'Who do you want watching?',
    tips: [
      'Describe one kind of person: their role, stage and situation.',
      'Suggestions come from your niche. Pick one, then make it yours.',
      'If you would not recognise them in a crowd, narrow it down.',
    ],
  },
  {
    title: 'Their pain points',
    description: 'What keeps your audience stuck?',
    tips: [
      'Use the words your audience uses, not industry jargon.',
      'Type several at once, separated by commas.',
      '3 to 6 pain points give the plan enough to work with.',
    ],
  },
  {
    title: 'Content pillars',
    description: 'The themes your 30 videos rotate through.',
    tips: [
      'Pillars take turns, so each gets a fair share of the month.',
      'Add your own pillar for a theme only you cover.',
      '3 to 5 pillars keep variety without losing focus.',
    ],
  },
  {
    title: 'Script formats',
    description: 'How each video is structured.',
    tips: [
      'Each format gets its default share of the 30 videos, rescaled over the ones you pick.',
      'Hook-Story-Secret-CTA builds authority; Quick Tips earn saves and shares.',
      'Mix a story format with a teaching format.',
    ],
  },
  {
    title: 'Your promise',
    description: 'The change you help your audience make.',
    tips: [
      'Say the result, not the process: "eat well on nights", not "a 5-step meal system".',
      'One sentence is enough; every call to action points back to it.',
      'Generating takes about as long as one AI answer: the five batches run side by side.',
    ],
  },
] as const;
