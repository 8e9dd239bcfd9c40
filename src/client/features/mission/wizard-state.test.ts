import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT, QUESTIONS } from './questions';
import * as W from './wizard-state';

const at = (step: number, answers: string[] = []): W.TWizardState => ({
  step,
  answers: Array.from({ length: QUESTION_COUNT }, (_, i) => answers[i] ?? ''),
});
const memory = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('the 12 questions', () => {
  it('come in 4 sections of 3, each with a title, a description and 3 sample answers', () => {
    expect(QUESTIONS).toHaveLength(12);
    for (const n of [1, 2, 3, 4]) expect(QUESTIONS.filter((q) => q.sectionNumber === n)).toHaveLength(3);
    for (const q of QUESTIONS) {
      expect(q.title && q.description).toBeTruthy();
      expect(new Set(q.sampleAnswers).size).toBe(3);
    }
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(12);
  });
});

describe('wizard steps', () => {
  it('Next saves the trimmed answer and advances; an empty answer stays put', () => {
    expect(W.next(at(0, ['  teaching  ']))).toEqual(at(1, ['teaching']));
    expect(W.next(at(0, ['   ']))).toEqual(at(0, ['   ']));
  });

  it('the last step keeps its place (it generates instead of advancing)', () => {
    const full = Array.from({ length: 12 }, (_, i) => `a${i} `);
    const after = W.next(at(11, full));
    expect(after.step).toBe(11);
    expect(after.answers[11]).toBe('a11');
    expect(W.isLastStep(11)).toBe(true);
  });

  it('Back keeps the answers (revisiting restores them) and does nothing on step 0', () => {
    expect(W.back(at(2, ['x', 'y', 'z']))).toEqual(at(1, ['x', 'y', 'z']));
    expect(W.back(at(0, ['x']))).toEqual(at(0, ['x']));
  });

  it('shows progress as (step + 1) / 12', () => {
    expect(W.progressPercent(0)).toBe(8);
    expect(W.progressPercent(5)).toBe(50);
    expect(W.progressPercent(11)).toBe(100);
  });

  it('clips a pasted answer at the server limit of 1000 characters', () => {
    expect(W.setAnswer(at(0), 'x'.repeat(5000)).answers[0]).toHaveLength(1000);
  });

  it('groups the answers into the four sections in question order', () => {
    const answers = Array.from({ length: 12 }, (_, i) => ` q${i + 1} `);
    expect(W.toMissionInput(answers)).toEqual({
      expertise: ['q1', 'q2', 'q3'],
      audience: ['q4', 'q5', 'q6'],
      outcome: ['q7', 'q8', 'q9'],
      obstacles: ['q10', 'q11', 'q12'],
    });
  });
});

describe('saved progress', () => {
  const key = W.wizardStorageKey('user-1');

  it('is kept per user and read back', () => {
    const storage = memory();
    W.saveWizard(storage, key, at(2, ['a', 'b', 'draft']));
    expect(key).toContain('user-1');
    expect(W.loadWizard(storage, key)).toEqual(at(2, ['a', 'b', 'draft']));
  });

  it('is removed when the wizard is back to empty', () => {
    const storage = memory({ [key]: JSON.stringify(at(3, ['a', 'b', 'c'])) });
    W.saveWizard(storage, key, W.emptyWizard());
    expect(storage.data.has(key)).toBe(false);
  });

  it('ignores anything malformed', () => {
    for (const raw of ['not json', '42', '{"step":3}', JSON.stringify({ step: 1, answers: [1, 2] })])
      expect(W.loadWizard(memory({ [key]: raw }), key)).toEqual(W.emptyWizard());
  });

  it('never lands past the first unanswered step', () => {
    const storage = memory({ [key]: JSON.stringify(at(9, ['a', 'b'])) });
    expect(W.loadWizard(storage, key).step).toBe(2);
    storage.data.set(key, JSON.stringify({ ...at(0), step: 99 }));
    expect(W.loadWizard(storage, key).step).toBe(0);
  });
});

describe('answers from the brand profile', () => {
  const key = W.wizardStorageKey('user-2');

  it('fill only empty answers and are marked while unchanged; Clear empties them', () => {
    const s = W.prefill(at(0, ['mine', '', '', 'typed']), { 3: 'Nurses', 6: ' Eat well ', 9: '' });
    expect(s.answers[3]).toBe('typed');
    expect(s.answers[6]).toBe('Eat well');
    expect(W.isPrefilled(s, 6)).toBe(true);
    expect(W.isPrefilled(s, 3)).toBe(false);
    expect(W.isPrefilled({ ...s, answers: s.answers.map((a, i) => (i === 6 ? 'Eat better' : a)) }, 6)).toBe(false);
    const cleared = W.clearPrefilled(s, 6);
    expect(cleared.answers[6]).toBe('');
    expect(W.isPrefilled(cleared, 6)).toBe(false);
  });

  it('are not a draft on their own, but are kept with the marks once the person has answered', () => {
    const storage = memory();
    W.saveWizard(storage, key, W.prefill(W.emptyWizard(), { 3: 'Nurses' }));
    expect(storage.data.has(key)).toBe(false);
    const worked = W.next(W.setAnswer(W.prefill(W.emptyWizard(), { 3: 'Nurses' }), 'A nurse'));
    W.saveWizard(storage, key, worked);
    const loaded = W.loadWizard(storage, key);
    expect(loaded.step).toBe(1);
    expect(W.isPrefilled({ ...loaded, step: 3 }, 3)).toBe(true);
  });

  it('drop a stored mark whose answer no longer holds the profile value', () => {
    const raw = { ...at(1, ['a', 'b', '', 'edited']), prefilled: { 3: 'Nurses', 5: 7 } };
    expect(W.loadWizard(memory({ [key]: JSON.stringify(raw) }), key).prefilled).toBeUndefined();
  });
});
