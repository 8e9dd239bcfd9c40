import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { TNicheInput } from '../../../../shared/niche-discovery';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { PrefilledMark } from '@/features/brand-profile/public/prefill';
import { BRAND_ANSWER_LABELS } from '../brand-values';
import { SURVEY } from '../survey-questions';

interface NicheSurveyProps {
  form: UseFormReturn<TNicheInput>;
  step: number;
  onStep: (step: number) => void;
  onSubmit: (answers: TNicheInput) => void;
  /** Answers the brand profile filled in, as filled: each is marked while it still holds that value. */
  prefilled: Partial<TNicheInput>;
  onClearPrefilled: (field: keyof TNicheInput) => void;
  /** The brand profile switch, shown beside 'Discover My Niche'. */
  brandToggle: React.ReactNode;
}

/** Six questions, one at a time; each answer must be non-blank before the next (docs/product/niche-discovery.md). */
export function NicheSurvey({
  form,
  step,
  onStep,
  onSubmit,
  prefilled,
  onClearPrefilled,
  brandToggle,
}: NicheSurveyProps) {
  const q = SURVEY[step - 1] ?? SURVEY[0];
  const value = useWatch({ control: form.control, name: q.field });
  const brandLabel = BRAND_ANSWER_LABELS[q.field];
  const fromBrand = brandLabel && prefilled[q.field] !== undefined && value === prefilled[q.field];
  const last = step === SURVEY.length;
  const error = form.formState.errors[q.field]?.message;
  const moved = React.useRef(false);

  // Each new question takes the focus, so typing can start at once.
  React.useEffect(() => {
    if (moved.current) form.setFocus(SURVEY[step - 1]?.field ?? 'skillsList');
    moved.current = true;
  }, [step, form]);

  async function next(e: React.FormEvent) {
    e.preventDefault();
    if (!(await form.trigger(q.field, { shouldFocus: true }))) return;
    if (last) void form.handleSubmit(onSubmit)();
    else onStep(step + 1);
  }

  return (
    <Card>
      <form onSubmit={(e) => void next(e)} noValidate className="grid gap-6">
        <CardHeader>
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Question {step} of {SURVEY.length}
            </span>
            <span>{q.part}</span>
          </div>
          <Progress value={(step / SURVEY.length) * 100} aria-label={`Question ${step} of ${SURVEY.length}`} />
          <CardTitle className="pt-4 text-xl">
            <h2>{q.question}</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{q.help}</p>
        </CardHeader>
        <CardContent>
          <FormField
            id={`niche-${q.field}`}
            label="Your answer"
            error={error}
            aside={
              fromBrand && (
                <PrefilledMark
                  label={brandLabel}
                  onClear={() => {
                    onClearPrefilled(q.field);
                    form.setFocus(q.field);
                  }}
                />
              )
            }
          >
            <Textarea
              key={q.field}
              rows={q.field === 'personalStory' ? 6 : 4}
              maxLength={q.maxLength}
              placeholder={q.placeholder}
              {...form.register(q.field)}
            />
          </FormField>
        </CardContent>
        <CardFooter className="flex-col-reverse items-stretch gap-3 border-t sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={() => onStep(step - 1)} disabled={step === 1}>
            <ArrowLeftIcon aria-hidden />
            Previous
          </Button>
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
            {last && brandToggle}
            <Button type="submit">
              {last ? 'Discover My Niche' : 'Next'}
              {last ? <SparklesIcon aria-hidden /> : <ArrowRightIcon aria-hidden />}
            </Button>
          </div>
        </CardFooter>
      </form>
    </Card>
  );
}
