import { XIcon } from 'lucide-react';

/** Marks a wizard field the brand profile filled in; Clear empties it so the person starts from scratch. */
export function PrefilledMark({ onClear, label }: { onClear: () => void; label: string }) {
  return (
    <span className="inline-flex max-w-full shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs whitespace-nowrap text-foreground">
      From your brand profile
      <button
        type="button"
        onClick={onClear}
        className="inline-flex items-center rounded-full p-0.5 hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={`Clear ${label} from your brand profile`}
      >
        <XIcon className="size-3" aria-hidden />
      </button>
    </span>
  );
}
