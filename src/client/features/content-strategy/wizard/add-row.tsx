import type * as React from 'react';
import { Label } from '@/components/ui/label';

interface AddRowProps {
  id: string;
  label: React.ReactNode;
  aside?: React.ReactNode;
  error?: string | null;
  /** Render the input (it receives its id and error wiring) and the add button beside it. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}

/** A labelled input with an add button beside it; FormField wraps one control, this wraps a pair. */
export function AddRow({ id, label, aside, error, children }: AddRowProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <div className="flex gap-2">
        {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
