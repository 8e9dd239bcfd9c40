import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

// The card and its skeleton are part of the page's screen; everything else comes with the editor's code,
// so this file takes nothing from the sequence's shared module (its schemas would bring zod along).
const TITLE = 'Welcome sequence';
export const SEQUENCE_TITLE_ID = 'welcome-sequence-title';

interface Props {
  description?: React.ReactNode;
  /** At the right of the title: the sequence's state and who wrote it. */
  badges?: React.ReactNode;
  children: React.ReactNode;
}

/** The welcome sequence's card on the opt-in page's screen. */
export function SequenceCard({ description, badges, children }: Props) {
  return (
    <Card className="min-w-0 gap-4" aria-labelledby={SEQUENCE_TITLE_ID} role="region">
      <CardHeader className="gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <CardTitle>
            <h2 id={SEQUENCE_TITLE_ID}>{TITLE}</h2>
          </CardTitle>
          {badges}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="min-w-0 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** Shaped like the sequence: its state line, then three email cards. */
export function SequenceSkeleton() {
  return (
    <SequenceCard description={<Skeleton className="h-4 w-64 max-w-full" />}>
      <div aria-busy="true" aria-label="Loading the welcome sequence" className="grid gap-4">
        <Skeleton className="h-9 w-full" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    </SequenceCard>
  );
}
