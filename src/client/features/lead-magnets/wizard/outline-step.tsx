import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { RECOMMENDED_SECTIONS } from '../../../../shared/lead-magnets';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ChipList } from '@/components/chip-list';
import { addEntry, addSection, DRAFT_LIMITS, removeEntry } from './draft';
import { EntryInput } from './entry-input';
import type { StepProps } from './step-props';

const { min, max } = RECOMMENDED_SECTIONS;

/** '3 sections: within the recommended 3-7.' The range is advice, never a rule (docs/product/lead-magnets.md). */
function sectionAdvice(n: number) {
  const count = `${n} section${n === 1 ? '' : 's'}`;
  if (n >= min && n <= max) return `${count}: within the recommended ${min}-${max}.`;
  return `${count}. ${min}-${max} sections are recommended.`;
}

/** Step 5, Content Outline: learning objectives, then sections that each need a title and a description. */
export function OutlineStep({ draft, update }: StepProps) {
  const [section, setSection] = React.useState({ title: '', description: '' });
  const ready = section.title.trim() !== '' && section.description.trim() !== '';
  const full = draft.sections.length >= DRAFT_LIMITS.sections;
  const add = () => {
    if (!ready) return;
    update({ sections: addSection(draft.sections, section) });
    setSection({ title: '', description: '' });
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <EntryInput
          id="lm-objective"
          label="Learning objectives"
          placeholder="e.g. Prep a week of meals in one hour"
          maxLength={DRAFT_LIMITS.objective}
          full={
            draft.objectives.length >= DRAFT_LIMITS.objectives ? `Up to ${DRAFT_LIMITS.objectives} objectives.` : null
          }
          onAdd={(v) => update({ objectives: addEntry(draft.objectives, v, DRAFT_LIMITS.objectives) })}
        />
        <ChipList
          items={draft.objectives}
          label="Learning objectives"
          onRemove={(o) => update({ objectives: removeEntry(draft.objectives, o) })}
        />
      </div>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Add a content section</legend>
        <FormField id="lm-section-title" label="Section title">
          <Input
            value={section.title}
            maxLength={DRAFT_LIMITS.sectionTitle}
            disabled={full}
            placeholder="e.g. Your one-hour prep session"
            onChange={(e) => setSection({ ...section, title: e.target.value })}
          />
        </FormField>
        <FormField id="lm-section-description" label="Section description">
          <Textarea
            value={section.description}
            maxLength={DRAFT_LIMITS.sectionDescription}
            disabled={full}
            rows={2}
            placeholder="What this section teaches or gives the reader"
            onChange={(e) => setSection({ ...section, description: e.target.value })}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {full
              ? `That is the most a lead magnet can hold (${DRAFT_LIMITS.sections}).`
              : 'A section needs both a title and a description.'}
          </p>
          <Button type="button" variant="outline" onClick={add} disabled={!ready || full}>
            <PlusIcon aria-hidden />
            Add Section
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-3">
        <p
          className={cn(
            'text-sm',
            draft.sections.length >= min && draft.sections.length <= max ? 'text-muted-foreground' : 'text-warning',
          )}
          aria-live="polite"
          data-testid="lm-section-advice"
        >
          {sectionAdvice(draft.sections.length)}
        </p>
        {draft.sections.length > 0 && (
          <ol className="grid gap-2" aria-label="Content sections">
            {draft.sections.map((s, i) => (
              <li key={`${i}-${s.title}`} className="flex items-start gap-3 rounded-lg border p-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                  {i + 1}
                </span>
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="font-medium wrap-anywhere">{s.title}</p>
                  <p className="text-sm wrap-anywhere text-muted-foreground">{s.description}</p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove section "${s.title}"`}
                  onClick={() => update({ sections: draft.sections.filter((_, j) => j !== i) })}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
