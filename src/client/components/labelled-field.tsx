import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface Props {
  id: string;
  label: string;
  /** A line under the control, which should name it in `aria-describedby` (see `TextField`). */
  hint?: string | undefined;
  className?: string | undefined;
  children: React.ReactNode;
}

const hintId = (id: string) => `${id}-hint`;

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

/** A labelled input; its hint, if any, is the input's description. */
export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & React.ComponentProps<typeof Input>) {
  return (
    <LabelledField id={id} label={label} hint={hint}>
      <Input id={id} aria-describedby={hint ? hintId(id) : undefined} {...input} />
    </LabelledField>
  );
}
