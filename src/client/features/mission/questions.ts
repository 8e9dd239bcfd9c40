import type { TMissionSection } from '../../../shared/mission';

/** One wizard step (docs/product/mission.md: id, title, description, sampleAnswers, section, sectionNumber). */
export interface TWizardQuestion {
  id: string;
  title: string;
  description: string;
  sampleAnswers: [string, string, string];
  section: TMissionSection;
  sectionNumber: 1 | 2 | 3 | 4;
}

/**
 * The 12 questions in the order the server expects: three per section. Each section's answers fill one
 * slot of 'I help X achieve Y without Z' (the offline composer uses every answer of a section in that
 * slot), so every question in a section asks for the same kind of phrase: who (X), a verb phrase (Y),
 * an obstacle (Z), or a background or passion.
 */
export const QUESTIONS: readonly TWizardQuestion[] = [
  {
    id: 'background',
    title: 'What is your professional background?',
    description: 'Your role, field or credentials: the experience people trust you for.',
    sampleAnswers: [
      'A certified personal trainer',
      '10 years leading engineering teams',
      'A former accountant turned money coach',
    ],
    section: 'expertise',
    sectionNumber: 1,
  },
  {
    id: 'passion',
    title: 'What could you talk about for hours?',
    description: 'Start with “I love…” or “I’m passionate about…”: the topic you keep coming back to.',
    sampleAnswers: [
      'I love teaching complete beginners',
      "I'm passionate about plant-based cooking",
      'I love helping introverts find their voice',
    ],
    section: 'expertise',
    sectionNumber: 1,
  },
  {
    id: 'strength',
    title: 'What do people come to you for?',
    description: 'The skill friends and colleagues ask you about, even when you are off the clock.',
    sampleAnswers: [
      'Knack for explaining money simply',
      'Skill at turning messy ideas into clear plans',
      'Experience coaching over 200 clients',
    ],
    section: 'expertise',
    sectionNumber: 1,
  },
  {
    id: 'audience',
    title: 'Who do you most want to help?',
    description: 'Describe one kind of person, as specifically as you can.',
    sampleAnswers: ['First-time managers in tech', 'Busy parents over 40', 'Freelance designers'],
    section: 'audience',
    sectionNumber: 2,
  },
  {
    id: 'situation',
    title: 'Where are they right now?',
    description: 'Describe the same people by their situation or moment of change.',
    sampleAnswers: ['Newly promoted team leads', 'Parents returning to work', 'Designers leaving agency jobs'],
    section: 'audience',
    sectionNumber: 2,
  },
  {
    id: 'ready',
    title: 'Which of them need you most?',
    description: 'Narrow it down to the people who want what you offer right now.',
    sampleAnswers: [
      'Managers who want a calmer team',
      'Parents who want more energy',
      'Freelancers who want a steady income',
    ],
    section: 'audience',
    sectionNumber: 2,
  },
  {
    id: 'result',
    title: 'What result do they want most?',
    description: 'Start with a verb: the change they would gladly pay for.',
    sampleAnswers: ['Lead a confident, motivated team', 'Feel strong and fit again', 'Land three regular clients'],
    section: 'outcome',
    sectionNumber: 3,
  },
  {
    id: 'everyday',
    title: 'What would change in their everyday life?',
    description: 'Picture an ordinary day after the change, and start with a verb.',
    sampleAnswers: ['Run calm, focused one-on-ones', 'Keep up with their kids', 'Choose the projects they take on'],
    section: 'outcome',
    sectionNumber: 3,
  },
  {
    id: 'milestone',
    title: 'What would they be proud of in a year?',
    description: 'A milestone they could point to, starting with a verb.',
    sampleAnswers: ['Earn a promotion to senior manager', 'Finish their first 10k run', 'Double their monthly income'],
    section: 'outcome',
    sectionNumber: 3,
  },
  {
    id: 'blocker',
    title: 'What stops them today?',
    description: 'The main problem between them and the result.',
    sampleAnswers: ['Lack of time', 'Confusing, conflicting advice', 'Fear of looking inexperienced'],
    section: 'obstacles',
    sectionNumber: 4,
  },
  {
    id: 'tried',
    title: 'What have they tried that did not work?',
    description: 'Courses, apps, advice or habits that let them down.',
    sampleAnswers: ['Generic leadership books', 'Crash diets', 'Cold emailing strangers'],
    section: 'obstacles',
    sectionNumber: 4,
  },
  {
    id: 'avoid',
    title: 'What do they want to avoid on the way?',
    description: 'The price they will not pay for the result.',
    sampleAnswers: ['Burnout', 'Strict meal plans', 'Expensive ads'],
    section: 'obstacles',
    sectionNumber: 4,
  },
];

export const QUESTION_COUNT = QUESTIONS.length;
