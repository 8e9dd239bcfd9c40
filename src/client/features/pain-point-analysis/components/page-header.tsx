import type * as React from 'react';

interface Props {
  title: string;
  subtitle: React.ReactNode;
  /** The screen's main action, at the right on wide screens and under the title on a phone. */
  action?: React.ReactNode;
  children?: React.ReactNode;
}

export function PageHeader({ title, subtitle, action, children }: Props) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <h1 className="text-2xl break-words sm:text-3xl">{title}</h1>
        <p className="break-words text-muted-foreground">{subtitle}</p>
        {children}
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
    </header>
  );
}
