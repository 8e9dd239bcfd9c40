import { PlusIcon } from 'lucide-react';
import { COMMON_PAIN_POINTS } from '../../../../shared/lead-magnets';
import { Button } from '@/components/ui/button';
import { ChipList } from '@/components/chip-list';
import { addEntry, DRAFT_LIMITS, removeEntry } from './draft';
import { EntryInput } from './entry-input';
import type { StepProps } from './step-props';

/** Step 3, Pain Points & Problems: typed entries, removable chips, and the ten common ones added on click. */
export function PainPointsStep({ draft, update, mark }: StepProps) {
  const add = (value: string) => update({ painPoints: addEntry(draft.painPoints, value, DRAFT_LIMITS.painPoints) });
  const listed = (p: string) => draft.painPoints.some((x) => x.toLowerCase() === p.toLowerCase());
  const full = draft.painPoints.length >= DRAFT_LIMITS.painPoints;
  return (
    <div className="grid gap-5">
      <EntryInput
        id="lm-pain"
        label="Add a pain point"
        placeholder="e.g. No time to cook after a shift"
        maxLength={DRAFT_LIMITS.painPoint}
        full={full ? `That is the most a lead magnet can address (${DRAFT_LIMITS.painPoints}).` : null}
        onAdd={add}
      />
      {mark && <div className="flex">{mark}</div>}
      <ChipList
        items={draft.painPoints}
        label="Pain points"
        onRemove={(p) => update({ painPoints: removeEntry(draft.painPoints, p) })}
      />
      <div className="grid gap-2">
        <p className="text-sm font-medium">Common pain points</p>
        <ul className="flex flex-wrap gap-2" aria-label="Common pain points">
          {COMMON_PAIN_POINTS.filter((p) => !listed(p)).map((p) => (
            <li key={p}>
              <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => add(p)}>
                <PlusIcon aria-hidden />
                {p}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
