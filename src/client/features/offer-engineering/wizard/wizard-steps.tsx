import {
  OFFER_INDUSTRIES,
  OFFER_INDUSTRY_LABELS,
  OFFER_TIMELINE_LABELS,
  OFFER_TIMELINES,
  PRICE_RANGE_LABELS,
  PRICE_RANGES,
  REVENUE_RANGE_LABELS,
  REVENUE_RANGES,
} from '../../../../shared/offer-engineering';
import { OptionSelect } from './option-select';
import { TextQuestion } from './text-question';
import type { StepErrors, TextField, WizardValues } from './wizard-values';

interface StepProps {
  values: WizardValues;
  errors: StepErrors;
  onText: (field: TextField, value: string) => void;
  onChoose: (patch: Partial<WizardValues>) => void;
  fromProfile: Partial<Record<TextField, string>>;
}

export function BusinessStep({ values, errors, onText, onChoose, fromProfile }: StepProps) {
  return (
    <div className="grid gap-5">
      <TextQuestion
        field="businessName"
        label="Business Name"
        placeholder="e.g. Good Dog Academy"
        required
        values={values}
        error={errors.businessName}
        onChange={onText}
        fromProfile={fromProfile}
      />
      <TextQuestion
        field="targetAudience"
        label="Target Audience"
        placeholder="e.g. New puppy owners who work full time"
        required
        values={values}
        error={errors.targetAudience}
        onChange={onText}
        fromProfile={fromProfile}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionSelect
          id="offer-industry"
          label="Industry (optional)"
          placeholder="Select an industry"
          options={OFFER_INDUSTRIES}
          labels={OFFER_INDUSTRY_LABELS}
          value={values.industry}
          onChange={(industry) => onChoose({ industry })}
        />
        <OptionSelect
          id="offer-revenue"
          label="Current Revenue (optional)"
          placeholder="Select a revenue range"
          options={REVENUE_RANGES}
          labels={REVENUE_RANGE_LABELS}
          value={values.currentRevenue}
          onChange={(currentRevenue) => onChoose({ currentRevenue })}
        />
      </div>
    </div>
  );
}

export function ProblemStep({ values, errors, onText, fromProfile }: StepProps) {
  return (
    <div className="grid gap-5">
      <TextQuestion
        field="mainProblem"
        label="Main Problem"
        placeholder="What your audience struggles with, in their words"
        multiline
        required
        values={values}
        error={errors.mainProblem}
        onChange={onText}
        fromProfile={fromProfile}
      />
      <TextQuestion
        field="currentSolution"
        label="Current Solution"
        placeholder="What they use or try today"
        multiline
        values={values}
        error={errors.currentSolution}
        onChange={onText}
        fromProfile={fromProfile}
      />
      <TextQuestion
        field="solutionGaps"
        label="Solution Gaps"
        placeholder="Where today's solutions fall short"
        multiline
        values={values}
        error={errors.solutionGaps}
        onChange={onText}
        fromProfile={fromProfile}
      />
      <TextQuestion
        field="desiredOutcome"
        label="Desired Outcome"
        placeholder="e.g. A calm dog that can be left alone for a workday"
        multiline
        required
        values={values}
        error={errors.desiredOutcome}
        onChange={onText}
        fromProfile={fromProfile}
      />
    </div>
  );
}

export function DetailsStep({ values, errors, onChoose }: StepProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionSelect
          id="offer-price"
          label="Price Range (optional)"
          placeholder="Select a price range"
          options={PRICE_RANGES}
          labels={PRICE_RANGE_LABELS}
          value={values.priceRange}
          onChange={(priceRange) => onChoose({ priceRange })}
        />
        <OptionSelect
          id="offer-timeline"
          label="Timeline to Results (optional)"
          placeholder="Select a timeline"
          options={OFFER_TIMELINES}
          labels={OFFER_TIMELINE_LABELS}
          value={values.timeline}
          onChange={(timeline) => onChoose({ timeline })}
        />
      </div>
      <div className="grid gap-1 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="offer-summary">
        <h3 className="font-semibold">The outcome your offer promises</h3>
        {errors.desiredOutcome ? (
          <p className="text-destructive">{errors.desiredOutcome}: go back to Problem &amp; Solution to add it.</p>
        ) : (
          <p className="break-words whitespace-pre-line text-muted-foreground">{values.desiredOutcome.trim()}</p>
        )}
      </div>
    </div>
  );
}
