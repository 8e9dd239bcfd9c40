import { ChevronDownIcon, ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import type { TLesson } from '../../../../shared/learning';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { safeLink } from '../../../../shared/site-path';

/** The lesson's transcript, folded away until asked for. */
export function Transcript({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <Button
          variant="ghost"
          className="-mx-3 w-fit"
          aria-expanded={open}
          aria-controls="lesson-transcript"
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDownIcon aria-hidden className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
          {open ? 'Hide transcript' : 'Show transcript'}
        </Button>
      </CardHeader>
      {open && (
        <CardContent id="lesson-transcript" className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {text}
        </CardContent>
      )}
    </Card>
  );
}

/** A resource opens in a new tab; only web addresses and site paths are links. */
const safeHref = safeLink;

export function Resources({ resources }: { resources: TLesson['resources'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Resources</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {resources.map((r, i) => (
            <li key={`${r.url}-${i}`} className="grid min-w-0 gap-0.5">
              <a
                href={safeHref(r.url)}
                target="_blank"
                rel="noopener noreferrer"
                className="flex w-fit max-w-full items-center gap-1.5 font-medium break-words text-primary underline-offset-4 hover:underline"
              >
                <span className="min-w-0 break-words">{r.title}</span>
                <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              {r.description && <p className="text-sm break-words text-muted-foreground">{r.description}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
