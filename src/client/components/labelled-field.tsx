import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface Props {
  id: string;
  label: string;
  /** A line under the control; the control names it with `aria-describedby={hintId(id)}`. */
  hint?: string | undefined;
  className?: string | undefined;
  children: React.ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;

/** A control with its label above it, for forms and filters whose controls manage their own state. */
export function LabelledField({ id, label, hint, className, children }: Props) {
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
