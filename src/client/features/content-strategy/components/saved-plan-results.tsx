import type * as React from 'react';
import type { TContentPlan } from '../../../../shared/content-strategy';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { brandValuesFromPlan } from '../wizard/brand-values';
import { planDeletion } from './plan-deletion';
import { PlanResults } from './plan-results';
import { RenamePlanDialog } from './rename-plan-dialog';
import { SharePlanDialog } from './share-plan-dialog';

/** The owner's view of a saved plan: the results screen plus share, rename and delete. */
export function SavedPlanResults({
  plan,
  back,
  onDeleted,
}: {
  plan: TContentPlan;
  back: React.ReactNode;
  onDeleted: () => void;
}) {
  return (
    <PlanResults
      title={plan.plan_name}
      brandName={plan.brand_name}
      niche={plan.niche}
      rows={plan.generated_content.rows}
      offline={plan.offline}
      uidPrefix={plan.id}
      back={back}
      ownerActions={
        <>
          <AddToBrandProfile source={{ tool: 'content-plan', id: plan.id }} values={brandValuesFromPlan(plan)} />
          <SharePlanDialog planId={plan.id} token={plan.share_token} />
          <RenamePlanDialog planId={plan.id} name={plan.plan_name} compact />
          <ConfirmDelete
            of={planDeletion({ id: plan.id, name: plan.plan_name })}
            variant="outline"
            onDeleted={onDeleted}
          />
        </>
      }
    />
  );
}
