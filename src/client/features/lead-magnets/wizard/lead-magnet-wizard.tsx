import {
  ArrowLeftIcon,
  ArrowRightIcon,
  LinkIcon,
  LoaderCircleIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import * as React from 'react';
import { LEAD_MAGNET_WIZARD_STEPS } from '../../../../shared/lead-magnets';
import { QUOTAS } from '../../../../shared/limits';
import { FormAlert } from '@/components/form-field';
import { StopGeneration } from '@/components/generation-draft';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { AudienceStep, BasicsStep } from './basics-steps';
import { type LeadMagnetDraft, stepPercent, stepProblem } from './draft';
import { OutlineStep } from './outline-step';
import { PainPointsStep } from './pain-points-step';
import { STEPS } from './steps';

// The type and design steps (radio cards) come after the page, fetched while the first steps are filled in.
const loadTypeStep = () => import('./type-step');
const loadDesignStep = () => import('./design-step');
const TypeStep = lazyNamed(loadTypeStep, 'TypeStep');
const DesignStep = lazyNamed(loadDesignStep, 'DesignStep');

interface Props {
  draft: LeadMagnetDraft;
  onChange: (draft: LeadMagnetDraft) => void;
  /** Back on the first step: returns to the list. */
  onExit: () => void;
  onGenerate: () => void;
  generating: boolean;
  /** Ends the generation under way. */
  onStop?: () => void;
  /** 'Failed to generate lead magnet: ...' after a failed try; the wizard stays on step 6. */
  failure: string | null;
  /** The month's lead magnets are used up: said before the steps, and Generate stays off. */
  atLimit: boolean;
  prefillNote: string | null;
  /** What the brand profile adds: marks on the answers it filled, and the toggle beside Generate. */
  brand?: { audienceMark?: React.ReactNode; painPointsMark?: React.ReactNode; toggle?: React.ReactNode };
}

/** The six-step wizard; Next is enabled only while the current step is valid (docs/product/lead-magnets.md). */
export function LeadMagnetWizard({
  draft,
  onChange,
  onExit,
  onGenerate,
  generating,
  onStop,
  failure,
  atLimit,
  prefillNote,
  brand,
}: Props) {
  const [step, setStep] = React.useState(1);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);
  const problem = stepProblem(step, draft);
  const last = step === LEAD_MAGNET_WIZARD_STEPS;
  const info = STEPS[step - 1] ?? STEPS[0];
  const update = (change: Partial<LeadMagnetDraft>) => onChange({ ...draft, ...change });
  React.useEffect(() => {
    prefetchWhenIdle(loadTypeStep);
    prefetchWhenIdle(loadDesignStep);
  }, []);

  // Focus follows the step, so keyboard and screen-reader users start at its question.
  React.useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (problem) return;
    if (!last) setStep(step + 1);
    else if (!generating && !atLimit) onGenerate();
  }

  return (
    <div className="grid gap-4">
      {atLimit && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{QUOTAS.lead_magnet.limitMessage}</span>
        </p>
      )}
      {prefillNote && (
        <p
          role="status"
          data-testid="lm-prefill"
          className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm wrap-anywhere"
        >
          <LinkIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0">{prefillNote} Change anything before you generate.</span>
        </p>
      )}
      <Card>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <CardHeader>
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                Step {step} of {LEAD_MAGNET_WIZARD_STEPS}
              </span>
              <span>{stepPercent(step)}% complete</span>
            </div>
            <Progress value={stepPercent(step)} aria-label={`Step ${step} of ${LEAD_MAGNET_WIZARD_STEPS}`} />
            <CardTitle className="pt-4 text-xl">
              <h2 ref={heading} tabIndex={-1} className="outline-none">
                {info.title}
              </h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{info.description}</p>
          </CardHeader>
          <CardContent className="grid gap-4">
            {step === 1 && <BasicsStep draft={draft} update={update} mark={brand?.audienceMark} />}
            {step === 2 && <AudienceStep draft={draft} update={update} />}
            {step === 3 && <PainPointsStep draft={draft} update={update} mark={brand?.painPointsMark} />}
            <React.Suspense fallback={<Skeleton className="h-48 w-full" />}>
              {step === 4 && <TypeStep draft={draft} update={update} />}
              {step === 5 && <OutlineStep draft={draft} update={update} />}
              {step === 6 && <DesignStep draft={draft} update={update} />}
            </React.Suspense>
            {last && <FormAlert message={failure} />}
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-3 border-t sm:flex-row sm:items-center">
            <Button
              type="button"
              variant="outline"
              onClick={() => (step === 1 ? onExit() : setStep(step - 1))}
              disabled={generating}
            >
              <ArrowLeftIcon aria-hidden />
              {step === 1 ? 'Back' : 'Previous'}
            </Button>
            <p id="lm-hint" aria-live="polite" className="min-h-5 flex-1 text-sm text-muted-foreground sm:text-center">
              {problem ?? ''}
            </p>
            {last && brand?.toggle}
            {last && generating && onStop && <StopGeneration onStop={onStop} />}
            {last ? (
              <Button type="submit" disabled={generating || atLimit} aria-describedby="lm-hint">
                {generating ? (
                  <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
                ) : (
                  <SparklesIcon aria-hidden />
                )}
                {generating ? 'Generating...' : 'Generate Lead Magnet'}
              </Button>
            ) : (
              <Button type="submit" disabled={Boolean(problem)} aria-describedby="lm-hint">
                Next
                <ArrowRightIcon aria-hidden />
              </Button>
            )}
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
