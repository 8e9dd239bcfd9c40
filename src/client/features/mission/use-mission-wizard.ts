import * as React from 'react';
import * as W from './wizard-state';

/** The wizard's state, kept in localStorage under the user's key until a generation succeeds. */
export function useMissionWizard(userId: string) {
  const key = W.wizardStorageKey(userId);
  const [state, setState] = React.useState(() => W.loadWizard(window.localStorage, key));
  // Read once: a wizard that opened on a saved draft keeps the person's answers over the profile's.
  const [restored] = React.useState(() => state.answers.some(W.isAnswered));
  // What the brand profile gave, so a fresh wizard after a generation starts from it again.
  const brand = React.useRef<Partial<Record<number, string>>>({});

  React.useEffect(() => W.saveWizard(window.localStorage, key, state), [key, state]);

  return {
    state,
    answer: W.currentAnswer(state),
    setAnswer: React.useCallback((value: string) => setState((s) => W.setAnswer(s, value)), []),
    next: React.useCallback(() => setState(W.next), []),
    back: React.useCallback(() => setState(W.back), []),
    /**
     * Fills the empty answers the brand profile can give, and marks them. A restored draft is left as the
     * person left it (an answer they cleared stays clear); the values wait for the next fresh wizard.
     */
    prefill: React.useCallback(
      (values: Partial<Record<number, string>>) => {
        brand.current = values;
        if (!restored) setState((s) => W.prefill(s, values));
      },
      [restored],
    ),
    prefilled: W.isPrefilled(state, state.step),
    clearPrefilled: React.useCallback(() => setState((s) => W.clearPrefilled(s, s.step)), []),
    /** After a successful generation: the answers have served their purpose; the profile's come back. */
    reset: React.useCallback(() => setState(W.prefill(W.emptyWizard(), brand.current)), []),
  };
}

export type TMissionWizard = ReturnType<typeof useMissionWizard>;
