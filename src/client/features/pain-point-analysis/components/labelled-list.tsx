import type * as React from 'react';

/** A small heading over a bulleted list, the shape most fields of the analysis take. */
export function LabelledList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <h4 className="text-sm font-semibold">{label}</h4>
      <ul className="grid list-disc gap-1 pl-5 text-sm break-words">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A small heading over one paragraph. */
export function LabelledText({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <h4 className="text-sm font-semibold">{label}</h4>
      <p className="text-sm break-words text-muted-foreground">{children}</p>
    </div>
  );
}
