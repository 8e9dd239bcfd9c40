import { BriefcaseIcon, PuzzleIcon } from 'lucide-react';
import {
  OFFER_INDUSTRY_LABELS,
  OFFER_TIMELINE_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  REVENUE_RANGE_LABELS,
  type TOfferRecord,
} from '../../../../shared/offer-engineering';
import { Field, Section } from './section';

/** The wizard's answers: who the business serves and what it changes for them. */
export function OverviewSections({ offer: o }: { offer: TOfferRecord }) {
  return (
    <>
      <Section id="offer-overview" title="Business Overview" icon={BriefcaseIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Business">{o.businessName}</Field>
          <Field label="Target audience">{o.targetAudience}</Field>
          <Field label="Industry">{optionLabel(OFFER_INDUSTRY_LABELS, o.industry)}</Field>
          <Field label="Current revenue">{optionLabel(REVENUE_RANGE_LABELS, o.currentRevenue)}</Field>
          <Field label="Price range">{optionLabel(PRICE_RANGE_LABELS, o.priceRange)}</Field>
          <Field label="Timeline">{optionLabel(OFFER_TIMELINE_LABELS, o.timeline)}</Field>
        </div>
      </Section>
      <Section id="offer-problem" title="Problem and Solution" icon={PuzzleIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Main problem">{o.mainProblem}</Field>
          <Field label="Desired outcome">{o.desiredOutcome}</Field>
          <Field label="Current solution">{o.currentSolution}</Field>
          <Field label="Solution gaps">{o.solutionGaps}</Field>
        </div>
      </Section>
    </>
  );
}
