// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMissionInput } from '../../../../shared/mission';
import { QUESTIONS } from '../questions';
import { useMissionWizard } from '../use-mission-wizard';
import { wizardStorageKey } from '../wizard-state';
import { WizardStep } from './wizard-step';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { error: toasts.error, success: vi.fn() } }));

function Harness({ onGenerate, blocked = false }: { onGenerate: (a: TMissionInput) => void; blocked?: boolean }) {
  return <WizardStep wizard={useMissionWizard('u1')} blocked={blocked} onGenerate={onGenerate} />;
}

const field = () => screen.getByRole('textbox');
const nextButton = () => screen.getByRole('button', { name: /^(Next|Generate Mission)$/ });
const title = (i: number) => QUESTIONS[i]?.title ?? '';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  toasts.error.mockReset();
});

describe('the mission wizard', () => {
  it('starts at step 1 of 12 with Back disabled and Next disabled until there is an answer', async () => {
    const user = userEvent.setup();
    render(<Harness onGenerate={vi.fn()} />);
    expect(screen.getByLabelText(title(0))).toBe(field());
    expect(screen.getByTestId('mission-step').textContent).toBe('Step 1 of 12 · 8%');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(nextButton()).toHaveProperty('disabled', true);
    await user.type(field(), 'x');
    expect(nextButton()).toHaveProperty('disabled', false);
    await user.clear(field());
    expect(screen.getByText('Please provide an answer before continuing')).toBeTruthy();
    expect(nextButton()).toHaveProperty('disabled', true);
    await user.type(field(), '   {Control>}{Enter}{/Control}');
    expect(toasts.error).toHaveBeenCalledWith('Please provide an answer before continuing');
  });

  it('fills the field from a sample answer, and Back restores what was saved', async () => {
    const user = userEvent.setup();
    render(<Harness onGenerate={vi.fn()} />);
    const sample = QUESTIONS[0]?.sampleAnswers[1] ?? '';
    await user.click(screen.getByRole('button', { name: sample }));
    expect(field()).toHaveProperty('value', sample);
    await user.click(nextButton());
    expect(screen.getByLabelText(title(1))).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(title(0))).toHaveProperty('value', sample);
  });

  it('keeps progress in localStorage for this user', async () => {
    const user = userEvent.setup();
    render(<Harness onGenerate={vi.fn()} />);
    await user.type(field(), '  my answer  ');
    await user.click(nextButton());
    const saved = JSON.parse(localStorage.getItem(wizardStorageKey('u1')) ?? '{}') as {
      step: number;
      answers: string[];
    };
    expect(saved.step).toBe(1);
    expect(saved.answers[0]).toBe('my answer');
    cleanup();
    render(<Harness onGenerate={vi.fn()} />);
    expect(screen.getByLabelText(title(1))).toBeTruthy();
  });

  it("reads 'Generate Mission' on the last step and sends the 12 trimmed answers", async () => {
    const user = userEvent.setup();
    const answers = Array.from({ length: 12 }, (_, i) => `answer ${i + 1}`);
    localStorage.setItem(wizardStorageKey('u1'), JSON.stringify({ step: 11, answers: [...answers.slice(0, 11), ''] }));
    const onGenerate = vi.fn();
    render(<Harness onGenerate={onGenerate} />);
    expect(nextButton().textContent).toBe('Generate Mission');
    await user.type(field(), ' answer 12 ');
    await user.click(nextButton());
    expect(onGenerate).toHaveBeenCalledWith({
      expertise: ['answer 1', 'answer 2', 'answer 3'],
      audience: ['answer 4', 'answer 5', 'answer 6'],
      outcome: ['answer 7', 'answer 8', 'answer 9'],
      obstacles: ['answer 10', 'answer 11', 'answer 12'],
    });
  });

  it('cannot generate at the monthly limit', () => {
    const answers = Array.from({ length: 12 }, (_, i) => `answer ${i + 1}`);
    localStorage.setItem(wizardStorageKey('u1'), JSON.stringify({ step: 11, answers }));
    render(<Harness onGenerate={vi.fn()} blocked />);
    expect(nextButton()).toHaveProperty('disabled', true);
  });
});
