import { CloudOffIcon } from 'lucide-react';

/** While the browser has no network: what is on screen stays, and the app says why nothing new arrives. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="pointer-events-auto flex w-full max-w-sm animate-in items-start gap-3 rounded-xl border border-warning/40 bg-popover px-4 py-3 text-sm text-popover-foreground shadow-lg fade-in-0 slide-in-from-bottom-2"
    >
      <CloudOffIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <span className="font-semibold">You’re offline.</span> What’s on screen stays; saving and generating wait for
        the connection.
      </p>
    </div>
  );
}
