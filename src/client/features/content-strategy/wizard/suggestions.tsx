import { CheckIcon, PlusIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import type * as React from 'react';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export type SuggestionStatus = 'idle' | 'pending' | 'success' | 'error';

interface SuggestionsProps {
  /** e.g. 'Suggest audiences'. */
  action: string;
  status: SuggestionStatus;
  items: readonly string[];
  /** While pending, the suggestions a streaming model has finished so far (none with the offline composer). */
  written?: readonly string[];
  offline: boolean;
  error: string | null;
  /** Why suggestions cannot be asked for yet (docs/product/content-strategy.md: they need a niche, and pain points an audience). */
  blockedBy: string | null;
  isChosen: (item: string) => boolean;
  onPick: (item: string) => void;
  onRequest: () => void;
  /** The brand profile switch, beside the request button. */
  toggle?: React.ReactNode;
}

/** A suggestion request with its own idle, generating, success and error states (docs/product/content-strategy.md). */
export function Suggestions(p: SuggestionsProps) {
  const pending = p.status === 'pending';
  const written = p.written ?? [];
  return (
    <section aria-label="Suggestions" className="grid gap-3 rounded-lg border border-dashed p-3" aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={p.onRequest}
          disabled={pending || Boolean(p.blockedBy)}
        >
          {p.status === 'success' || p.status === 'error' ? (
            <RefreshCwIcon aria-hidden />
          ) : (
            <SparklesIcon aria-hidden />
          )}
          {pending
            ? 'Generating...'
            : p.status === 'success' || p.status === 'error'
              ? 'Try new suggestions'
              : p.action}
        </Button>
        {p.status === 'success' && p.offline && <OfflineComposerBadge />}
        {p.blockedBy && <span className="text-xs text-muted-foreground">{p.blockedBy}</span>}
        {p.toggle && <div className="sm:ml-auto">{p.toggle}</div>}
      </div>
      {pending && (
        <div className={written.length ? 'grid gap-2' : 'flex flex-wrap gap-2'} aria-label="Generating suggestions">
          {written.length > 0 && <Picks {...p} items={written} />}
          {(written.length ? [40] : [40, 56, 48, 36]).map((w) => (
            <Skeleton key={w} className="h-8 rounded-full" style={{ width: `${w * 4}px`, maxWidth: '100%' }} />
          ))}
        </div>
      )}
      {p.status === 'error' && p.error && (
        <p role="alert" className="text-sm text-destructive">
          {p.error}
        </p>
      )}
      {p.status === 'success' && <Picks {...p} />}
    </section>
  );
}

/** The suggestions as chips, each one adding itself to the answer or taking itself out again. */
function Picks(p: Pick<SuggestionsProps, 'items' | 'isChosen' | 'onPick'>) {
  return (
    <ul className="flex max-w-full flex-wrap gap-2" aria-label="Suggestions to pick from">
      {p.items.map((item) => {
        const chosen = p.isChosen(item);
        return (
          <li key={item} className="max-w-full">
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => p.onPick(item)}
              className={cn(
                'flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                chosen && 'border-primary bg-primary/10 text-foreground hover:bg-primary/15',
              )}
            >
              {chosen ? (
                <CheckIcon aria-hidden className="size-3.5 shrink-0 text-primary" />
              ) : (
                <PlusIcon aria-hidden className="size-3.5 shrink-0" />
              )}
              <span className="min-w-0 wrap-anywhere">{item}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
