import { ArrowLeftIcon, TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';
import { defaultPlanName, PLAN_SAVE_FAILED_MESSAGE, type TContentRow } from '../../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../../shared/content-plan-input';
import { Button } from '@/components/ui/button';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { useContentPlan } from '../api/get-content-plan';
import { PlanNotFound } from './plan-not-found';
import { PlanResults } from './plan-results';
import { PlanResultsSkeleton } from './plan-results-skeleton';
import { brandValuesFromPlan } from '../wizard/brand-values';
import { SavedPlanResults } from './saved-plan-results';

/** docs/product/content-strategy.md: Back from the results starts a new plan at step 1 with empty answers. */
const Back = ({ onBack }: { onBack: () => void }) => (
  <Button variant="ghost" size="sm" onClick={onBack}>
    <ArrowLeftIcon aria-hidden />
    Back
  </Button>
);

/** The plan a generation just saved. */
export function NewPlanResults({ planId, onBack }: { planId: string; onBack: () => void }) {
  const plan = useContentPlan(planId);
  if (plan.isPending) return <PlanResultsSkeleton />;
  if (plan.isError)
    return <PlanNotFound message={plan.error.message} action={<Button onClick={onBack}>Start a new plan</Button>} />;
  return <SavedPlanResults plan={plan.data} back={<Back onBack={onBack} />} onDeleted={onBack} />;
}

/** A plan that was generated but could not be saved: still shown in full, with the spec's notice. */
export function UnsavedPlanResults({
  rows,
  input,
  offline,
  onBack,
}: {
  rows: TContentRow[];
  input: TContentPlanInput;
  offline: boolean;
  onBack: () => void;
}) {
  // Named once, when the plan arrived, like a saved plan would have been.
  const [named] = React.useState(() => ({
    title: defaultPlanName(input.brandName, new Date()),
    uid: `unsaved-${Date.now()}`,
  }));
  return (
    <PlanResults
      title={named.title}
      brandName={input.brandName}
      niche={input.niche}
      rows={rows}
      offline={offline}
      uidPrefix={named.uid}
      back={<Back onBack={onBack} />}
      ownerActions={
        <AddToBrandProfile source={{ tool: 'content-plan', id: null }} values={brandValuesFromPlan(input)} />
      }
      notice={
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {PLAN_SAVE_FAILED_MESSAGE} Copy or download it now: it is not in My Content Plans.
        </p>
      }
    />
  );
}
