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
          <Field label="Business">{o.business_name}</Field>
          <Field label="Target audience">{o.target_audience}</Field>
          <Field label="Industry">{optionLabel(OFFER_INDUSTRY_LABELS, o.industry)}</Field>
          <Field label="Current revenue">{optionLabel(REVENUE_RANGE_LABELS, o.current_revenue)}</Field>
          <Field label="Price range">{optionLabel(PRICE_RANGE_LABELS, o.price_range)}</Field>
          <Field label="Timeline">{optionLabel(OFFER_TIMELINE_LABELS, o.timeline)}</Field>
        </div>
      </Section>
      <Section id="offer-problem" title="Problem and Solution" icon={PuzzleIcon}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Main problem">{o.main_problem}</Field>
          <Field label="Desired outcome">{o.desired_outcome}</Field>
          <Field label="Current solution">{o.current_solution}</Field>
          <Field label="Solution gaps">{o.solution_gaps}</Field>
        </div>
      </Section>
    </>
  );
}
