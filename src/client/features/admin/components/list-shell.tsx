import type * as React from 'react';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface Props {
  title: string;
  count: number;
  empty: string;
  action: React.ReactNode;
  /** Filters between the header and the list. */
  tools?: React.ReactNode;
  /** The create, edit and delete dialogs (they render in a portal). */
  dialogs: React.ReactNode;
  children: React.ReactNode;
}

/** A learning management tab: its title and count, the create button, and the list or its empty state. */
export function ListShell({ title, count, empty, action, tools, dialogs, children }: Props) {
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>
            {count} {count === 1 ? 'item' : 'items'}
          </CardDescription>
        </div>
        <CardAction className="self-center">{action}</CardAction>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tools}
        {count === 0 && <p className="py-6 text-center text-muted-foreground">{empty}</p>}
        <ul className="divide-y">{children}</ul>
      </CardContent>
      {dialogs}
    </Card>
  );
}
