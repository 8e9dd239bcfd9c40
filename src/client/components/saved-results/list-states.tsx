import { PlusIcon, RefreshCwIcon, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export const LIST_GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/** The list's "new" action; disabled (say, at the month's limit) it is a button that goes nowhere. */
export function NewResultButton({ to, label, disabled = false }: { to: string; label: string; disabled?: boolean }) {
  if (disabled)
    return (
      <Button disabled>
        <PlusIcon aria-hidden />
        {label}
      </Button>
    );
  return (
    <Button asChild>
      <Link to={to}>
        <PlusIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** Card-shaped placeholders; with `text`, a status line a screen reader announces. */
export function ListLoading({ text, itemClassName }: { text?: string; itemClassName: string }) {
  return (
    <div aria-busy="true" aria-label={text ? undefined : 'Loading...'} className="grid gap-4">
      {text && (
        <p role="status" className="text-sm text-muted-foreground">
          {text}
        </p>
      )}
      <div className={LIST_GRID}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={`rounded-xl ${itemClassName}`} />
        ))}
      </div>
    </div>
  );
}

export interface EmptyTexts {
  icon: LucideIcon;
  title: string;
  text: string;
  action: React.ReactNode;
}

export function ListEmpty({ icon: Icon, title, text, action }: EmptyTexts) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <Icon aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl">{title}</h2>
        <p className="max-w-md text-muted-foreground">{text}</p>
        {action}
      </CardContent>
    </Card>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        Try again
      </Button>
    </div>
  );
}
