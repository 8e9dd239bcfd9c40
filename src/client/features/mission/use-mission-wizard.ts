import * as React from 'react';
import * as W from './wizard-state';

/** The wizard's state, kept in localStorage under the user's key until a generation succeeds. */
export function useMissionWizard(userId: string) {
  const key = W.wizardStorageKey(userId);
  const [state, setState] = React.useState(() => W.loadWizard(window.localStorage, key));

  React.useEffect(() => W.saveWizard(window.localStorage, key, state), [key, state]);

  return {
    state,
    answer: W.currentAnswer(state),
    setAnswer: React.useCallback((value: string) => setState((s) => W.setAnswer(s, value)), []),
    next: React.useCallback(() => setState(W.next), []),
    back: React.useCallback(() => setState(W.back), []),
    /** After a successful generation: the answers have served their purpose. */
    reset: React.useCallback(() => setState(W.emptyWizard()), []),
  };
}

export type TMissionWizard = ReturnType<typeof useMissionWizard>;
