import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface SectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  description?: string;
  /** Actions at the right of the heading, e.g. a copy button. */
  action?: React.ReactNode;
  children: React.ReactNode;
}

/** One part of the offer as a card with a real heading, so the detail reads as a document and not as data. */
export function Section({ id, title, icon: Icon, description, action, children }: SectionProps) {
  return (
    <Card aria-labelledby={id} className="min-w-0" data-testid="offer-section">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon aria-hidden className="size-5 shrink-0 text-primary" />
            <h2 id={id}>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}

/** A small heading over a paragraph; an answer that was not given is left out. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="grid min-w-0 content-start gap-1">
      <h3 className="text-sm font-semibold">{label}</h3>
      <div className="text-sm break-words whitespace-pre-line text-muted-foreground">{children}</div>
    </div>
  );
}

/** A small heading over a bulleted list. */
export function FieldList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <h3 className="text-sm font-semibold">{label}</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm break-words">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
