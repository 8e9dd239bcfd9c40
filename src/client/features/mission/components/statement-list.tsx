import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { copyStatement } from './copy-statement';

interface Props {
  statements: readonly string[];
  /** When given, each statement has a 'Use for bios' checkbox; `selected` holds the chosen indexes. */
  selected?: ReadonlySet<number>;
  onToggle?: (index: number) => void;
  /** When given, each statement has a 'Use in brand profile' radio; `chosen` is the picked index. */
  chosen?: number;
  onChoose?: (index: number) => void;
  /** Keeps ids unique when several lists share a page. */
  idPrefix: string;
  compact?: boolean;
}

const CONTROL =
  'size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Numbered mission statements, each with a one-click copy. */
export function StatementList({ statements, selected, onToggle, chosen, onChoose, idPrefix, compact = false }: Props) {
  return (
    <ol className={cn('grid', compact ? 'divide-y' : 'gap-3')}>
      {statements.map((statement, i) => {
        const checkId = `${idPrefix}-use-${i}`;
        const radioId = `${idPrefix}-brand-${i}`;
        return (
          <li
            key={i}
            data-testid="mission-statement"
            className={cn(
              'flex items-start gap-3',
              // Inside a saved mission (itself a bordered box) rows are divided, not boxed again.
              compact ? 'py-2.5 first:pt-0 last:pb-0' : 'rounded-lg border p-4',
              selected?.has(i) && 'border-primary/50 bg-primary/5',
            )}
          >
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
            >
              {i + 1}
            </span>
            <div className="grid min-w-0 flex-1 gap-2">
              <p className={cn('leading-relaxed', compact && 'text-sm')}>
                <span className="sr-only">{i + 1}. </span>
                {statement}
              </p>
              {((selected && onToggle) || onChoose) && (
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {selected && onToggle && (
                    <label htmlFor={checkId} className="flex w-fit items-center gap-2 text-sm text-muted-foreground">
                      <input
                        id={checkId}
                        type="checkbox"
                        checked={selected.has(i)}
                        onChange={() => onToggle(i)}
                        className={CONTROL}
                      />
                      Use for bios
                    </label>
                  )}
                  {onChoose && (
                    <label htmlFor={radioId} className="flex w-fit items-center gap-2 text-sm text-muted-foreground">
                      <input
                        id={radioId}
                        type="radio"
                        name={`${idPrefix}-brand`}
                        checked={chosen === i}
                        onChange={() => onChoose(i)}
                        className={CONTROL}
                      />
                      Use in brand profile
                    </label>
                  )}
                </div>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="-my-1 shrink-0"
              aria-label={`Copy statement ${i + 1}`}
              onClick={() => void copyStatement(statement)}
            >
              <CopyIcon aria-hidden />
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
