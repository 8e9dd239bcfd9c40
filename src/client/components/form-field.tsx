import * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface FieldProps {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  /** Rendered at the right of the label row (e.g. a 'Forgot your password?' link). */
  aside?: React.ReactNode;
  className?: string;
  /** The control; it receives its id and the accessible error wiring. */
  children: React.ReactElement<React.InputHTMLAttributes<HTMLInputElement>>;
}

/** A labelled form control with its validation message announced and linked to the control. */
export function FormField({ id, label, error, aside, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const control = React.cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  });
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {control}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (e.g. what the server said), announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
