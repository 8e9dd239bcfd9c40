import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  /** Under the control, left: what the field takes. */
  hint?: React.ReactNode;
  /** Under the control, right: the characters used of the limit. */
  count?: { length: number; max: number };
  className?: string;
  children: React.ReactElement<React.InputHTMLAttributes<HTMLElement>>;
}

const n = (v: number) => v.toLocaleString('en-US');

/** A labelled control of an email, with its hint, its counter and its message, all read out with it. */
export function SequenceField({ id, label, error, hint, count, className, children }: Props) {
  const described = [hint && `${id}-hint`, count && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = React.cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {(hint || count) && (
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          {hint ? (
            <p id={`${id}-hint`} className="min-w-0 wrap-anywhere">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {count && (
            <p
              id={`${id}-count`}
              className={cn('shrink-0 tabular-nums', count.length > count.max && 'font-medium text-destructive')}
            >
              <span className="sr-only">Characters used: </span>
              {n(count.length)}/{n(count.max)}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm wrap-anywhere text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
