import { FileQuestionIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';

/** A plan that cannot be shown: the server's reason and one way on. */
export function PlanNotFound({ message, action }: { message: string; action: React.ReactNode }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-xl items-center gap-4 px-6 py-10 text-center">
      <FileQuestionIcon aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">This plan is not available</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      {action}
    </Card>
  );
}
