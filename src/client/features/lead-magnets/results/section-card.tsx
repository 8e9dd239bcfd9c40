import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One titled part of the results. */
export function SectionCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <Card className="min-w-0 gap-3" data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

export function BulletList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 marker:text-primary" aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className="wrap-anywhere">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Pills({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className="max-w-full rounded-md border px-2 py-0.5 text-xs wrap-anywhere">
          {item}
        </li>
      ))}
    </ul>
  );
}
