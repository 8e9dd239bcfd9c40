import { GemIcon, LayersIcon, RocketIcon } from 'lucide-react';
import type { TOffer } from '../../../../shared/offer-engineering';
import { formatDollars, formatRatio, valueRatio } from '../../../../shared/offer-value';
import { Badge } from '@/components/ui/badge';
import { Field, FieldList, Section } from './section';

export function CoreOfferSection({ core }: { core: TOffer['core_offer'] }) {
  return (
    <Section id="offer-core" title="Core Offer" icon={GemIcon}>
      <div className="grid gap-1">
        <h3 className="text-xl font-semibold break-words">{core.name}</h3>
        <p className="break-words text-muted-foreground">{core.headline}</p>
        <p className="text-2xl font-semibold text-primary" data-testid="core-price">
          {core.price}
        </p>
      </div>
      <Field label="Dream outcome">{core.dream_outcome}</Field>
      <div className="grid gap-4 md:grid-cols-2">
        <FieldList label="Why it will work" items={core.perceived_likelihood} />
        <FieldList label="What you get" items={core.deliverables} />
        <Field label="Time to results">{core.time_delay}</Field>
        <Field label="Effort removed">{core.effort_and_sacrifice}</Field>
      </div>
    </Section>
  );
}

export function PowerOfferSection({ power }: { power: TOffer['power_offer'] }) {
  return (
    <Section id="offer-power" title="Power Offer" icon={RocketIcon}>
      <div className="grid gap-1">
        <h3 className="text-xl font-semibold break-words">{power.name}</h3>
        <p className="break-words text-muted-foreground">{power.headline}</p>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Bonuses</h3>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {power.bonuses.map((b, i) => (
            <li key={i} className="grid min-w-0 content-start gap-1 rounded-lg border p-3" data-testid="bonus">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{b.name}</span>
                <Badge variant="success">{formatDollars(b.value)} value</Badge>
              </div>
              <p className="text-sm break-words text-muted-foreground">{b.description}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Guarantee">{power.guarantee}</Field>
        <Field label="Scarcity">{power.scarcity}</Field>
        <Field label="Urgency">{power.urgency}</Field>
      </div>
    </Section>
  );
}

export function StackSection({ stack }: { stack: TOffer['offer_stack'] }) {
  const { totalValue, ratio } = valueRatio(stack);
  return (
    <Section id="offer-stack" title="Offer Stack" icon={LayersIcon}>
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">What the buyer gets and what each part is worth</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-2 font-medium">
              Item
            </th>
            <th scope="col" className="w-28 py-2 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {stack.items.map((item, i) => (
            <tr key={i} className="border-b align-top" data-testid="stack-item">
              <td className="py-2 pr-2 break-words">
                <span className="font-medium">{item.name}</span>
                <span className="block text-muted-foreground">{item.description}</span>
              </td>
              <td className="py-2 text-right tabular-nums">{formatDollars(item.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-2 text-left font-semibold">
              Total value
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums">{formatDollars(totalValue)}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-1 pr-2 text-left font-semibold">
              Price
            </th>
            <td className="pt-1 text-right font-semibold break-words text-primary">{stack.price}</td>
          </tr>
          {ratio !== null && (
            <tr>
              <th scope="row" className="pt-1 pr-2 text-left font-normal text-muted-foreground">
                Value to price
              </th>
              <td className="pt-1 text-right text-muted-foreground tabular-nums">{formatRatio(ratio)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </Section>
  );
}
