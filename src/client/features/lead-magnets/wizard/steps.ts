/** docs/product/lead-magnets.md: the six steps, in order. */
export const STEPS = [
  { title: 'Basic Information', description: 'Name your lead magnet and say who it is for.' },
  { title: 'Target Audience', description: 'Choose the industry your audience works in.' },
  { title: 'Pain Points & Problems', description: 'What keeps your audience stuck? Add your own or pick common ones.' },
  { title: 'Lead Magnet Type', description: 'Pick the format your audience will find most useful.' },
  { title: 'Content Outline', description: 'Set what readers will learn and the sections that teach it.' },
  { title: 'Design Preferences', description: 'Choose the look of your exports, then check the summary.' },
] as const;
