import { MISSION_ANSWER_MAX, type TMissionInput, type TMissionSection } from '../../../shared/mission';
import { QUESTION_COUNT, QUESTIONS } from './questions';

/** Where the wizard is: the current step (0-11) and one answer per question (the current one may be a draft). */
export interface TWizardState {
  step: number;
  answers: string[];
  /** Answers the brand profile filled in, by question index, as filled: the mark stays while the answer does. */
  prefilled?: Partial<Record<number, string>>;
}

export const MISSING_ANSWER = 'Please provide an answer before continuing';

export const emptyWizard = (): TWizardState => ({ step: 0, answers: Array.from({ length: QUESTION_COUNT }, () => '') });

export const isAnswered = (answer: string | undefined) => Boolean(answer?.trim());

export const isLastStep = (step: number) => step === QUESTION_COUNT - 1;

/** docs/product/mission.md: progress percent = (step + 1) / 12. */
export const progressPercent = (step: number) => Math.round(((step + 1) / QUESTION_COUNT) * 100);

export const currentAnswer = (s: TWizardState) => s.answers[s.step] ?? '';

export function setAnswer(s: TWizardState, value: string): TWizardState {
  const answers = [...s.answers];
  answers[s.step] = value.slice(0, MISSION_ANSWER_MAX);
  return { ...s, answers };
}

/** Saves the trimmed answer and moves on; an empty answer, or the last step, stays put. */
export function next(s: TWizardState): TWizardState {
  if (!isAnswered(currentAnswer(s))) return s;
  const saved = setAnswer(s, currentAnswer(s).trim());
  return isLastStep(s.step) ? saved : { ...saved, step: s.step + 1 };
}

/** Back keeps every answer, so revisiting a step restores it; step 0 has nowhere to go. */
export const back = (s: TWizardState): TWizardState => (s.step === 0 ? s : { ...s, step: s.step - 1 });

/** Fills the answers that are still empty from the brand profile and remembers which, so they can be marked. */
export function prefill(s: TWizardState, values: Partial<Record<number, string>>): TWizardState {
  const answers = [...s.answers];
  const prefilled = { ...s.prefilled };
  for (const [key, value] of Object.entries(values)) {
    const i = Number(key);
    const text = value?.trim().slice(0, MISSION_ANSWER_MAX);
    if (!text || i < 0 || i >= answers.length || isAnswered(answers[i])) continue;
    answers[i] = text;
    prefilled[i] = text;
  }
  return Object.keys(prefilled).length > 0 ? { ...s, answers, prefilled } : s;
}

export const isPrefilled = (s: TWizardState, i: number) =>
  s.prefilled?.[i] !== undefined && s.answers[i] === s.prefilled[i];

/** Clear on a prefilled answer: the field empties and the mark goes. */
export function clearPrefilled(s: TWizardState, i: number): TWizardState {
  const answers = [...s.answers];
  answers[i] = '';
  const prefilled = { ...s.prefilled };
  delete prefilled[i];
  return { ...s, answers, prefilled };
}

/** Nothing the person did: still on the first step, every answer empty or as the profile filled it. */
const untouched = (s: TWizardState) => s.step === 0 && s.answers.every((a, i) => !a || a === s.prefilled?.[i]);

/** The request body: the trimmed answers grouped into the four sections of three, in question order. */
export function toMissionInput(answers: readonly string[]): TMissionInput {
  const group = (section: TMissionSection) =>
    QUESTIONS.flatMap((q, i) => (q.section === section ? [(answers[i] ?? '').trim()] : [])) as [string, string, string];
  return {
    expertise: group('expertise'),
    audience: group('audience'),
    outcome: group('outcome'),
    obstacles: group('obstacles'),
  };
}

export const allAnswered = (answers: readonly string[]) =>
  answers.length === QUESTION_COUNT && answers.every((a) => isAnswered(a));

/** Per user, so two people sharing a browser never see each other's answers. */
export const wizardStorageKey = (userId: string) => `brandforge.mission-wizard.${userId}`;

/** Reads saved progress, accepting only a well-formed value (storage can hold anything). */
export function loadWizard(storage: Pick<Storage, 'getItem'>, key: string): TWizardState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return emptyWizard();
    const { step, answers } = raw as Partial<TWizardState>;
    if (!Array.isArray(answers) || answers.length !== QUESTION_COUNT) return emptyWizard();
    if (!answers.every((a): a is string => typeof a === 'string')) return emptyWizard();
    const safeStep = Number.isInteger(step) ? Math.min(Math.max(Number(step), 0), QUESTION_COUNT - 1) : 0;
    // A step is only reachable once every earlier step has an answer.
    const firstGap = answers.findIndex((a) => !isAnswered(a));
    const reachable = firstGap === -1 ? safeStep : Math.min(safeStep, firstGap);
    const state: TWizardState = { step: reachable, answers: answers.map((a) => a.slice(0, MISSION_ANSWER_MAX)) };
    const prefilled = readPrefilled((raw as Partial<TWizardState>).prefilled, state.answers);
    return prefilled ? { ...state, prefilled } : state;
  } catch {
    return emptyWizard();
  }
}

/** The marks of a saved draft, kept only for answers that still hold the profile's value. */
function readPrefilled(raw: unknown, answers: readonly string[]): TWizardState['prefilled'] {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const kept = Object.entries(raw).filter(([i, v]) => typeof v === 'string' && v !== '' && answers[Number(i)] === v);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Only the person's own work is a draft: answers the profile filled are filled again on the next visit. */
export function saveWizard(storage: Pick<Storage, 'setItem' | 'removeItem'>, key: string, s: TWizardState) {
  try {
    if (untouched(s)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(s));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just does not survive a reload.
  }
}
