import { GemIcon, LayersIcon, RocketIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { partialItems, partialObject, partialStrings, partialText } from '@/components/generation-draft';
import { Field, FieldList, Section } from './section';

type Part = ReturnType<typeof partialObject>;

const Lines = () => (
  <div aria-hidden className="grid gap-2">
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-2/3" />
  </div>
);

/** A part's name and headline, the way the finished offer opens each of its sections. */
function Heading({ part }: { part: Part }) {
  const name = partialText(part, 'name');
  const headline = partialText(part, 'headline');
  if (!name) return <Skeleton aria-hidden className="h-7 w-1/2" />;
  return (
    <div className="grid gap-1">
      <h3 className="text-xl font-semibold break-words">{name}</h3>
      {headline && <p className="break-words text-muted-foreground">{headline}</p>}
    </div>
  );
}

const List = ({ label, items }: { label: string; items: string[] }) =>
  items.length ? <FieldList label={label} items={items} /> : null;

/** Items that have their name (a number in its place is not one). */
const named = (part: Part, key: string) =>
  partialItems(part, key, ['name']).filter((item) => typeof item.name === 'string');

function ItemList({ items }: { items: Record<string, unknown>[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={i} className="grid min-w-0 content-start gap-1 rounded-lg border p-3">
          <span className="min-w-0 font-medium break-words">{item.name as string}</span>
          <p className="text-sm break-words text-muted-foreground">{partialText(item, 'description')}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The offer while it is written, in the finished offer's first three sections: each part as soon as it
 * is started, skeletons for the rest. The scripts and the scorecard come with the saved offer.
 */
export function OfferDraft({ partial }: { partial: unknown }) {
  const core = partialObject(partial, 'core_offer');
  const power = partialObject(partial, 'power_offer');
  const stack = named(partialObject(partial, 'offer_stack'), 'items');
  const bonuses = named(power, 'bonuses');
  return (
    <div className="grid min-w-0 gap-4" aria-busy="true" data-testid="offer-draft">
      <Section id="draft-core" title="Core Offer" icon={GemIcon}>
        <Heading part={core} />
        {core && <Field label="Dream outcome">{partialText(core, 'dream_outcome')}</Field>}
        <List label="What you get" items={partialStrings(core, 'deliverables')} />
        {!partialText(core, 'dream_outcome') && <Lines />}
      </Section>
      <Section id="draft-power" title="Power Offer" icon={RocketIcon}>
        <Heading part={power} />
        {bonuses.length ? <ItemList items={bonuses} /> : <Lines />}
        <Field label="Guarantee">{partialText(power, 'guarantee')}</Field>
      </Section>
      <Section id="draft-stack" title="Offer Stack" icon={LayersIcon}>
        {stack.length ? <ItemList items={stack} /> : <Lines />}
      </Section>
    </div>
  );
}
