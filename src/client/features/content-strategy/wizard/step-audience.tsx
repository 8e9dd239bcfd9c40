import type * as React from 'react';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { partialStrings } from '@/components/generation-draft';
import { toast } from '@/lib/toast';
import { useSuggestAudiences } from '../api/suggest-audiences';
import { Suggestions } from './suggestions';
import type { BrandMarks } from './use-wizard-prefill';
import type { UpdateWizard, WizardValues } from './wizard-values';

interface StepAudienceProps {
  values: WizardValues;
  update: UpdateWizard;
  marks: BrandMarks;
  /** Whether suggestions use the brand profile, and its switch. */
  brandProfile: boolean;
  brandToggle: React.ReactNode;
}

export function StepAudience({ values, update, marks, brandProfile, brandToggle }: StepAudienceProps) {
  const { niche, audience } = values;
  const suggest = useSuggestAudiences({ brandProfile });
  const request = () =>
    suggest.mutate(niche.trim(), {
      onSuccess: () => toast.success('Audience suggestions generated!'),
      onError: (e) => toast.error(errorMessage(e, 'Failed to generate audience suggestions')),
    });
  return (
    <div className="grid gap-5">
      <FormField id="wizard-audience" label="Target audience" aside={marks('audience')}>
        <Textarea
          rows={3}
          maxLength={500}
          placeholder="e.g. Nurses working 12-hour night shifts who want to eat better"
          value={audience}
          onChange={(e) => update({ audience: e.target.value })}
        />
      </FormField>
      <Suggestions
        action="Suggest audiences"
        status={suggest.status}
        items={suggest.data?.audiences ?? []}
        written={partialStrings(suggest.partial, 'audiences')}
        offline={suggest.data?.offline ?? false}
        error={suggest.error ? errorMessage(suggest.error, 'Failed to generate audience suggestions') : null}
        blockedBy={niche.trim() ? null : 'Enter your niche in step 1 first.'}
        isChosen={(item) => audience.trim() === item}
        onPick={(item) => update({ audience: item })}
        onRequest={request}
        toggle={brandToggle}
      />
    </div>
  );
}
