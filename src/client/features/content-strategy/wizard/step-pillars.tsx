import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { CONTENT_PILLARS } from '../../../../shared/content-strategy';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { customPillarProblem, PILLAR_MAX_LENGTH, pillarGuidance } from '../custom-pillars';
import { AddRow } from './add-row';
import { ChipList } from '@/components/chip-list';
import { Guidance } from './guidance';
import { ToggleCard } from './toggle-card';
import type { BrandMarks } from './use-wizard-prefill';
import type { UpdateWizard, WizardValues } from './wizard-values';

interface StepPillarsProps {
  values: WizardValues;
  update: UpdateWizard;
  marks: BrandMarks;
}

export function StepPillars({ values, update, marks }: StepPillarsProps) {
  const mark = marks('pillars');
  const { contentPillars: chosen, customPillars: customs } = values;
  const [draft, setDraft] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);

  const toggle = (name: string) =>
    update({ contentPillars: chosen.includes(name) ? chosen.filter((p) => p !== name) : [...chosen, name] });
  const addCustom = () => {
    const why = customPillarProblem(draft, customs);
    setProblem(why);
    if (why) return;
    update({ customPillars: [...customs, draft.trim()] });
    setDraft('');
  };

  return (
    <div className="grid gap-5">
      {mark && <div>{mark}</div>}
      <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Content pillar options">
        {CONTENT_PILLARS.map((p) => (
          <ToggleCard key={p.name} pressed={chosen.includes(p.name)} onToggle={() => toggle(p.name)}>
            <span className="font-medium">{p.name}</span>
            <span className="text-muted-foreground">{p.description}</span>
          </ToggleCard>
        ))}
      </div>
      <AddRow id="wizard-custom-pillar" label="Add your own pillar" error={problem}>
        {(control) => (
          <>
            <Input
              {...control}
              value={draft}
              maxLength={PILLAR_MAX_LENGTH}
              placeholder="e.g. Night-shift hacks"
              className="min-w-0"
              onChange={(e) => {
                setDraft(e.target.value);
                setProblem(null);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                addCustom();
              }}
            />
            <Button type="button" variant="outline" size="icon" onClick={addCustom} aria-label="Add custom pillar">
              <PlusIcon aria-hidden />
            </Button>
          </>
        )}
      </AddRow>
      <ChipList
        items={customs}
        label="Your custom pillars"
        onRemove={(p) => update({ customPillars: customs.filter((c) => c !== p) })}
      />
      <Guidance
        guidance={pillarGuidance(chosen.length + customs.length)}
        count={chosen.length + customs.length}
        noun="pillar"
      />
    </div>
  );
}
