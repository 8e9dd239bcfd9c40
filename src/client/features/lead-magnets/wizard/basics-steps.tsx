import { LEAD_MAGNET_INDUSTRIES } from '../../../../shared/lead-magnets';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { DRAFT_LIMITS, isIndustry } from './draft';
import type { StepProps } from './step-props';

/** Step 1, Basic Information: title, optional description, target audience. */
export function BasicsStep({ draft, update, mark }: StepProps) {
  return (
    <div className="grid gap-5">
      <FormField id="lm-title" label="Title">
        <Input
          value={draft.title}
          maxLength={DRAFT_LIMITS.title}
          placeholder="e.g. The 7-Day Night Shift Meal Prep Kit"
          onChange={(e) => update({ title: e.target.value })}
        />
      </FormField>
      <FormField id="lm-description" label="Description (optional)">
        <Textarea
          value={draft.description}
          maxLength={DRAFT_LIMITS.description}
          rows={3}
          placeholder="What the reader gets, in a sentence or two"
          onChange={(e) => update({ description: e.target.value })}
        />
      </FormField>
      <FormField id="lm-audience" label="Target audience" aside={mark}>
        <Input
          value={draft.targetAudience}
          maxLength={DRAFT_LIMITS.targetAudience}
          placeholder="e.g. Nurses working night shifts"
          onChange={(e) => update({ targetAudience: e.target.value })}
        />
      </FormField>
    </div>
  );
}

/** Step 2, Target Audience: the industry; the audience from step 1 is shown, not edited. */
export function AudienceStep({ draft, update }: StepProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="lm-industry">Industry</Label>
        <NativeSelect
          id="lm-industry"
          className="w-full sm:w-80"
          placeholder="Select your industry"
          value={draft.industry}
          onChange={(e) => isIndustry(e.target.value) && update({ industry: e.target.value })}
        >
          {LEAD_MAGNET_INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1 rounded-lg border bg-muted/40 p-3">
        <span className="text-sm font-medium">Target audience</span>
        <p className="text-sm break-words text-muted-foreground" data-testid="lm-audience-readonly">
          {draft.targetAudience}
        </p>
      </div>
    </div>
  );
}
