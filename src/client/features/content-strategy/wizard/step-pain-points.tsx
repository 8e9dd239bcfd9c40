import { PlusIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { partialStrings } from '@/components/generation-draft';
import { toast } from '@/lib/toast';
import { useSuggestPainPoints } from '../api/suggest-pain-points';
import { addPainPoints, hasPainPoint, parsePainPoints, withoutPainPoint } from '../pain-points';
import { AddRow } from './add-row';
import { ChipList } from '@/components/chip-list';
import { Suggestions } from './suggestions';
import type { BrandMarks } from './use-wizard-prefill';
import { useOnDemand } from '@/lib/loading/on-demand';
import { painPointProblems, planInputSchema, type UpdateWizard, type WizardValues } from './wizard-values';

interface StepPainPointsProps {
  values: WizardValues;
  update: UpdateWizard;
  marks: BrandMarks;
  /** Whether suggestions use the brand profile, and its switch. */
  brandProfile: boolean;
  brandToggle: React.ReactNode;
}

export function StepPainPoints({ values, update, marks, brandProfile, brandToggle }: StepPainPointsProps) {
  const { niche, audience, painPoints: points, painPointDraft: draft } = values;
  const suggest = useSuggestPainPoints({ brandProfile });
  const schema = useOnDemand(planInputSchema);
  const set = (next: string[]) => update({ painPoints: next });
  const addDraft = () => update({ painPoints: addPainPoints(points, parsePainPoints(draft)), painPointDraft: '' });
  const request = () =>
    suggest.mutate(
      { niche: niche.trim(), audience: audience.trim() },
      {
        onSuccess: () => toast.success('Pain points generated!'),
        onError: (e) => toast.error(errorMessage(e, 'Failed to generate pain points')),
      },
    );
  const pending = parsePainPoints(draft).length;

  return (
    <div className="grid gap-5">
      <AddRow
        id="wizard-pain-draft"
        label="Add pain points, separated by commas"
        aside={pending > 0 && <span className="text-xs text-muted-foreground">{pending} ready to add</span>}
      >
        {(control) => (
          <>
            <Input
              {...control}
              placeholder="e.g. no energy after a shift, vending machine dinners"
              className="min-w-0"
              value={draft}
              onChange={(e) => update({ painPointDraft: e.target.value })}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                addDraft();
              }}
            />
            <Button type="button" variant="outline" onClick={addDraft} disabled={pending === 0}>
              <PlusIcon aria-hidden />
              Add
            </Button>
          </>
        )}
      </AddRow>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium" data-testid="pain-point-count">
            Your pain points ({addPainPoints(points, parsePainPoints(draft)).length})
          </p>
          {marks('painPoints')}
        </div>
        <ChipList
          items={points}
          label="Your pain points"
          problems={painPointProblems(values, schema)}
          onRemove={(p) => set(withoutPainPoint(points, p))}
        />
      </div>
      <Suggestions
        action="Suggest pain points"
        status={suggest.status}
        items={suggest.data?.painPoints ?? []}
        written={partialStrings(suggest.partial, 'painPoints')}
        offline={suggest.data?.offline ?? false}
        error={suggest.error ? errorMessage(suggest.error, 'Failed to generate pain points') : null}
        blockedBy={niche.trim() && audience.trim() ? null : 'Enter your niche and audience first.'}
        isChosen={(item) => hasPainPoint(points, item)}
        onPick={(item) =>
          set(hasPainPoint(points, item) ? withoutPainPoint(points, item) : addPainPoints(points, [item]))
        }
        onRequest={request}
        toggle={brandToggle}
      />
    </div>
  );
}
