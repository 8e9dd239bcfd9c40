import { SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PAIN_POINT_INPUT_MAX as MAX, type TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import type { TPainPointAnalysisInput } from '../../../../shared/pain-point-input';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BrandProfileToggle, PrefilledMark, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { errorMessage } from '@/lib/api-client';
import { GenerationStopped } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useCreatePainPointAnalysis } from '../api/create-pain-point-analysis';
import { answersFromProfile, type TProfileAnswer, type TProfileAnswers } from '../profile-answers';
import { GeneratingPanel, loadAnalysisDraft } from './generating-panel';

const EMPTY: TPainPointAnalysisInput = { productName: '', productDescription: '', targetMarket: '', priceRange: '' };
const resolver = zodResolverOnDemand(() =>
  import('../../../../shared/pain-point-input').then((m) => m.ZPainPointAnalysisInput),
);

/** The four questions; Generate stays disabled until both required answers have text, and while it runs. */
export function AnalysisForm({ onGenerated }: { onGenerated: (a: TPainPointAnalysisRecord) => void }) {
  const form = useForm<TPainPointAnalysisInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const [name = '', description = '', market = ''] = useWatch({
    control: form.control,
    name: ['productName', 'productDescription', 'targetMarket'],
  });
  const [useBrand, setUseBrand] = React.useState(true);
  const create = useCreatePainPointAnalysis({ brandProfile: useBrand });
  // What the brand profile filled in; an answer keeps its mark only while it still holds that value.
  // The mark never wraps inside itself: on a phone the label beside it wraps instead.
  const [fromProfile, setFromProfile] = React.useState<TProfileAnswers>({});
  useBrandPrefill((profile) => {
    const filled: TProfileAnswers = {};
    for (const [field, value] of Object.entries(answersFromProfile(profile)) as [TProfileAnswer, string][]) {
      if ((form.getValues(field) ?? '').trim()) continue;
      form.setValue(field, value);
      filled[field] = value;
    }
    setFromProfile(filled);
  });
  const mark = (field: TProfileAnswer, current: string, label: string) =>
    fromProfile[field] !== undefined && fromProfile[field] === current ? (
      <span className="whitespace-nowrap">
        <PrefilledMark label={label} onClear={() => form.setValue(field, '')} />
      </span>
    ) : null;
  const blank = !name.trim() || !description.trim();
  const submit = form.handleSubmit((values) => {
    // A second click can land before the disabled state renders; one request is enough.
    if (create.isPending) return;
    void loadAnalysisDraft();
    create.mutate(values, {
      onSuccess: (analysis) => {
        toast.success('Pain point analysis generated successfully!');
        onGenerated(analysis);
      },
      onError: (e) => toast.error(errorMessage(e, 'Failed to generate pain point analysis')),
    });
  });
  const errors = form.formState.errors;

  if (create.isPending)
    return <GeneratingPanel productName={name.trim()} partial={create.partial} onStop={create.stop} />;
  // A stopped generation is told as information by the hook, never as a failure here.
  const failed = create.error && !(create.error instanceof GenerationStopped) ? create.error : null;
  return (
    <Card>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5">
          {failed && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {errorMessage(failed, 'Failed to generate pain point analysis')} Your answers are kept: try again.
            </p>
          )}
          <FormField id="ppa-name" label="Product Name" error={errors.productName?.message}>
            <Input
              placeholder="e.g. Calm Canine"
              maxLength={MAX.productName}
              autoComplete="off"
              {...form.register('productName')}
            />
          </FormField>
          <FormField
            id="ppa-description"
            label="Product Description"
            error={errors.productDescription?.message}
            aside={
              <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
                {mark('productDescription', description, 'Product Description')}
                <span className="text-xs text-muted-foreground tabular-nums">
                  {description.length} / {MAX.productDescription}
                </span>
              </span>
            }
          >
            <Textarea
              rows={5}
              maxLength={MAX.productDescription}
              placeholder="What it is, who it is for and what it changes for them."
              {...form.register('productDescription')}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="ppa-market"
              label="Target Market (optional)"
              error={errors.targetMarket?.message}
              aside={mark('targetMarket', market, 'Target Market')}
            >
              <Input
                placeholder="e.g. First-time dog owners in cities"
                maxLength={MAX.targetMarket}
                {...form.register('targetMarket')}
              />
            </FormField>
            <FormField id="ppa-price" label="Price Range (optional)" error={errors.priceRange?.message}>
              <Input placeholder="e.g. $99 - $199" maxLength={MAX.priceRange} {...form.register('priceRange')} />
            </FormField>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <BrandProfileToggle checked={useBrand} onCheckedChange={setUseBrand} />
            <Button type="submit" disabled={blank || create.isPending} className="w-full sm:ml-auto sm:w-auto">
              <SparklesIcon aria-hidden />
              Generate Analysis
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
