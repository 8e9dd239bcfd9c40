import { GaugeIcon } from 'lucide-react';
import { SCORECARD_LABELS, SCORECARD_LEVERS, type TOffer } from '../../../../shared/offer-engineering';
import { formatDollars, formatRatio, valueRatio } from '../../../../shared/offer-value';
import { Section } from './section';

/** The value equation's four levers, each out of 10, and what the stack is worth against its price. */
export function ScorecardSection({ offer }: { offer: TOffer }) {
  const { totalValue, price, ratio } = valueRatio(offer.offer_stack);
  return (
    <Section
      id="offer-scorecard"
      title="Value Scorecard"
      icon={GaugeIcon}
      description="Each lever of the value equation, scored 1-10. Higher is always better for the buyer: a high time-delay score means results come fast, a high effort score means little is asked of them."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {SCORECARD_LEVERS.map((lever) => {
          const line = offer.value_scorecard[lever];
          return (
            <li key={lever} className="grid min-w-0 gap-1.5" data-testid="score">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold">{SCORECARD_LABELS[lever]}</h3>
                <span className="text-sm font-semibold tabular-nums">{line.score}/10</span>
              </div>
              <div
                role="meter"
                aria-label={SCORECARD_LABELS[lever]}
                aria-valuemin={1}
                aria-valuemax={10}
                aria-valuenow={line.score}
                className="h-2 overflow-hidden rounded-full bg-primary/15"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${line.score * 10}%` }} />
              </div>
              <p className="text-sm break-words text-muted-foreground">{line.reasoning}</p>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1 rounded-lg border bg-muted/40 p-4" data-testid="value-ratio">
        <h3 className="text-sm font-semibold">Value to price</h3>
        <p className="text-sm break-words">
          Total stated value <span className="font-semibold">{formatDollars(totalValue)}</span> for{' '}
          <span className="font-semibold">{offer.offer_stack.price}</span>
          {ratio !== null && price !== null ? (
            <>
              : a <span className="text-lg font-semibold text-primary tabular-nums">{formatRatio(ratio)}</span> ratio.
            </>
          ) : (
            '. The price names no amount, so no ratio can be worked out.'
          )}
        </p>
      </div>
    </Section>
  );
}
