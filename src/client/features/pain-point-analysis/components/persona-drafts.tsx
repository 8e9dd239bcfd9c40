import { UserRoundIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { partialItems, partialObject, partialStrings, partialText } from '@/components/generation-draft';
import { LabelledList, LabelledText } from './labelled-list';

/** An analysis has at least two personas: until two are written, the missing ones show as skeletons. */
const MIN_PERSONAS = 2;

const Lines = () => (
  <div aria-hidden className="grid gap-1.5">
    <Skeleton className="h-3.5 w-full" />
    <Skeleton className="h-3.5 w-3/4" />
  </div>
);

function Text({ label, value }: { label: string; value: string | undefined }) {
  return value ? (
    <LabelledText label={label}>{value}</LabelledText>
  ) : (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">{label}</h4>
      <Lines />
    </div>
  );
}

function List({ label, items }: { label: string; items: string[] }) {
  return items.length ? (
    <LabelledList label={label} items={items} />
  ) : (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">{label}</h4>
      <Lines />
    </div>
  );
}

/** One persona while it is written, shaped like its card in the finished analysis. */
function PersonaDraft({ persona }: { persona: Record<string, unknown> }) {
  const channels = partialStrings(persona, 'preferred_channels');
  return (
    <Card className="min-w-0 gap-4" data-testid="persona-draft">
      <CardHeader>
        <CardTitle className="flex min-w-0 items-center gap-2 text-lg">
          <UserRoundIcon aria-hidden className="size-5 shrink-0 text-primary" />
          <h3 className="min-w-0 break-words">{persona.name as string}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Text label="Demographics" value={partialText(persona, 'demographics')} />
        <Text label="Psychographics" value={partialText(persona, 'psychographics')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <List label="Goals" items={partialStrings(persona, 'goals')} />
          <List label="Challenges" items={partialStrings(persona, 'challenges')} />
        </div>
        {channels.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Preferred Channels">
            {channels.map((c, i) => (
              <li key={i} className="max-w-full">
                <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
                  {c}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The personas written so far that have a name (a number in its place is not one). */
export const namedPersonas = (partial: unknown) =>
  partialItems(partial, 'personas', ['name']).filter((p) => typeof p.name === 'string');

/** How far a streaming model has got with each of the five parts, in order: items written, or started. */
const WRITTEN: ((partial: unknown) => number)[] = [
  (p) => namedPersonas(p).length,
  (p) => partialItems(p, 'pain_points', ['pain_point']).length,
  (p) => partialItems(p, 'content_ideas', ['title']).length,
  (p) => (partialObject(p, 'positioning') ? 1 : 0),
  (p) => (partialObject(p, 'market_intelligence') ? 1 : 0),
];
const COUNTED = 3;

/** The five parts of the analysis, each marked once it is started, the lists with their count. */
export function PartsWritten({ partial, labels }: { partial: unknown; labels: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2 text-xs text-muted-foreground">
      {labels.map((label, i) => {
        const written = WRITTEN[i]?.(partial) ?? 0;
        return (
          <li
            key={label}
            className={
              written
                ? 'rounded-full border border-primary/40 px-2 py-0.5 text-foreground'
                : 'rounded-full border px-2 py-0.5'
            }
          >
            {label}
            {written > 0 && (i < COUNTED ? ` · ${written}` : ' ✓')}
          </li>
        );
      })}
    </ul>
  );
}

/** The personas a streaming model has named so far; nothing until the first one has its name. */
export function PersonaDrafts({ partial }: { partial: unknown }) {
  const personas = namedPersonas(partial);
  if (!personas.length) return null;
  return (
    <section aria-label="Buyer personas" className="grid gap-4 lg:grid-cols-2">
      {personas.map((p, i) => (
        <PersonaDraft key={i} persona={p} />
      ))}
      {Array.from({ length: Math.max(0, MIN_PERSONAS - personas.length) }, (_, i) => (
        <Skeleton key={`next-${i}`} aria-hidden className="h-64 w-full rounded-xl" />
      ))}
    </section>
  );
}
