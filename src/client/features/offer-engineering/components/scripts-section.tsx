import { MessageSquareTextIcon } from 'lucide-react';
import type * as React from 'react';
import type { TOffer } from '../../../../shared/offer-engineering';
import { CopyButton } from '@/components/copy-button';
import { Section } from './section';

function Script({ label, text, children }: { label: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-2 rounded-lg border p-4" data-testid="script">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{label}</h3>
        <CopyButton text={() => text} label="Copy" srLabel={`Copy the ${label.toLowerCase()}`} />
      </div>
      {children ?? <p className="text-sm break-words whitespace-pre-line">{text}</p>}
    </div>
  );
}

export function ScriptsSection({ scripts }: { scripts: TOffer['offer_scripts'] }) {
  const email = `Subject: ${scripts.email.subject}\n\n${scripts.email.body}`;
  return (
    <Section id="offer-scripts" title="Offer Scripts" icon={MessageSquareTextIcon}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Script label="Elevator pitch" text={scripts.elevator_pitch} />
        <Script label="Sales call opener" text={scripts.sales_call_opener} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Objection handlers</h3>
        <dl className="grid gap-3 md:grid-cols-2">
          {scripts.objection_handlers.map((o, i) => (
            <div key={i} className="grid min-w-0 content-start gap-1 rounded-lg bg-muted/40 p-3">
              <dt className="text-sm font-medium break-words">&ldquo;{o.objection}&rdquo;</dt>
              <dd className="text-sm break-words text-muted-foreground">{o.response}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Script label="Social post" text={scripts.social_post} />
        <Script label="Email" text={email}>
          <div className="grid gap-2 text-sm break-words">
            <p>
              <span className="font-medium">Subject:</span> {scripts.email.subject}
            </p>
            <p className="whitespace-pre-line text-muted-foreground">{scripts.email.body}</p>
          </div>
        </Script>
      </div>
    </Section>
  );
}
