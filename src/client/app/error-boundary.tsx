import * as React from 'react';

export const FATAL_MESSAGE = 'Failed to load the application. Please refresh the page.';

/** Plain markup on purpose: it must render even when the rest of the UI cannot. */
export function FatalError() {
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="max-w-md text-base font-medium">{FATAL_MESSAGE}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Refresh the page
      </button>
    </main>
  );
}

interface State {
  failed: boolean;
}

/** Catches render errors and failed route chunks (e.g. after a deploy): the app cannot continue. */
export class AppErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The application failed to render:', error);
  }

  override render() {
    return this.state.failed ? <FatalError /> : this.props.children;
  }
}
