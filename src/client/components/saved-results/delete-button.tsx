import { Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface DeleteButtonProps extends Omit<React.ComponentProps<typeof Button>, 'children'> {
  /** "Delete" written out on a detail screen; an icon with `aria-label` on a list card. */
  labelled?: boolean;
}

/** The trigger of a confirmed delete: red, so it reads as the one action that loses work. */
export function DeleteButton({ labelled = false, variant, size, className, ...props }: DeleteButtonProps) {
  return (
    <Button
      variant={variant ?? (labelled ? 'outline' : 'ghost')}
      size={size ?? (labelled ? 'default' : 'icon')}
      className={cn('text-destructive hover:text-destructive', className)}
      {...props}
    >
      <Trash2Icon aria-hidden />
      {labelled && 'Delete'}
    </Button>
  );
}
