import type { TNicheInput } from '../../../shared/niche-discovery';

export interface SurveyQuestion {
  field: keyof TNicheInput;
  /** The F.O.C.U.S. part the answer feeds; the first question gathers raw material for all five. */
  part: string;
  question: string;
  help: string;
  placeholder: string;
  maxLength: number;
}

/** The six questions, in the order of the answers in docs/product/niche-discovery.md. */
export const SURVEY = [
  {
    field: 'skillsList',
    part: 'Your skills',
    question: 'What are you good at?',
    help: 'List skills from work, hobbies and life. Do not filter yet: small ones count.',
    placeholder: 'e.g. meal planning, calming anxious patients, spreadsheets, public speaking',
    maxLength: 2000,
  },
  {
    field: 'fulfillmentActivities',
    part: 'Fulfillment',
    question: 'Which activities make you lose track of time?',
    help: 'The work that gives you energy instead of draining it.',
    placeholder: 'e.g. cooking for friends, teaching new nurses, organising my week',
    maxLength: 2000,
  },
  {
    field: 'demandSkills',
    part: 'Opportunities',
    question: 'What do people already ask you for help with?',
    help: 'Requests from friends, colleagues or clients show demand that exists today.',
    placeholder: 'e.g. colleagues always ask me for my night-shift meal plans',
    maxLength: 2000,
  },
  {
    field: 'proofPoints',
    part: 'Credibility',
    question: 'What results can you point to?',
    help: 'Numbers, clients, qualifications, before-and-afters: anything a stranger could check.',
    placeholder: 'e.g. 12 years as an ICU nurse, helped 30 colleagues lose weight on nights',
    maxLength: 2000,
  },
  {
    field: 'personalStory',
    part: 'Uniqueness',
    question: 'What is your story?',
    help: 'A challenge you overcame or a turning point that shapes how you help people.',
    placeholder: 'e.g. I went from a burned-out nurse living on snacks to running 10 km before my shifts',
    maxLength: 4000,
  },
  {
    field: 'scalableSkill',
    part: 'Scalability',
    question: 'Which skill could you teach to many people at once?',
    help: 'Something that could become a course, a template or a group programme.',
    placeholder: 'e.g. a 4-week meal prep system for shift workers',
    maxLength: 2000,
  },
] as const satisfies readonly SurveyQuestion[];

export const emptyAnswers = (): TNicheInput => ({
  skillsList: '',
  fulfillmentActivities: '',
  demandSkills: '',
  proofPoints: '',
  personalStory: '',
  scalableSkill: '',
});
