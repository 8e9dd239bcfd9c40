import {
  ArrowLeftIcon,
  ArrowRightIcon,
  LinkIcon,
  LoaderCircleIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import * as React from 'react';
import { QUOTAS } from '../../../../shared/limits';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { useOnDemand } from '@/lib/loading/on-demand';
import { useUsage } from '@/lib/usage-query';
import { cn } from '@/lib/utils';
import { addPainPoints, parsePainPoints } from '../pain-points';
import { atLimit } from '../usage-text';
import { StepBrand } from './step-brand';
import { TipsPanel } from './tips-panel';
import type { BrandMarks } from './use-wizard-prefill';
import { prefillSummary, type WizardPrefill } from './prefill';
import { checkStep, planInputSchema, type UpdateWizard, WIZARD_STEPS, type WizardValues } from './wizard-values';
import { STEPS } from './wizard-steps';

const loadLaterSteps = () => import('./later-steps');
const StepAudience = lazyNamed(loadLaterSteps, 'StepAudience');
const StepPainPoints = lazyNamed(loadLaterSteps, 'StepPainPoints');
const StepPillars = lazyNamed(loadLaterSteps, 'StepPillars');
const StepFormats = lazyNamed(loadLaterSteps, 'StepFormats');
const StepPromise = lazyNamed(loadLaterSteps, 'StepPromise');

interface ContentWizardProps {
  values: WizardValues;
  update: UpdateWizard;
  step: number;
  onStep: (step: number) => void;
  onGenerate: () => void;
  starting: boolean;
  /** What another tool's result filled in, said above the steps. */
  prefill: WizardPrefill;
  /** The mark (with Clear) beside each field the brand profile filled. */
  brandMarks: BrandMarks;
  /** Whether generations (the plan and the suggestions) use the brand profile, and its switch. */
  brandProfile: boolean;
  brandToggle: React.ReactNode;
}

export function ContentWizard(props: ContentWizardProps) {
  const { values, update, step, onStep, onGenerate, starting, prefill, brandMarks, brandProfile, brandToggle } = props;
  const schema = useOnDemand(planInputSchema);
  const check = checkStep(step, values, schema);
  const full = atLimit(useUsage().data?.content);
  const last = step === WIZARD_STEPS;
  const info = STEPS[step - 1] ?? STEPS[0];
  const heading = React.useRef<HTMLHeadingElement>(null);
  // What every step gets, and what the two steps with suggestions add.
  const answers = { values, update, marks: brandMarks };
  const suggesting = { brandProfile, brandToggle };
  const moved = React.useRef(false);

  React.useEffect(() => prefetchWhenIdle(loadLaterSteps), []);

  // Focus follows the step, so keyboard and screen-reader users start at its question.
  React.useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) return;
    // Before the schema arrives only the blank checks have run; the full check must pass too. Offline,
    // the server's own check stands.
    if (!schema && !checkStep(step, values, await planInputSchema.load().catch(() => undefined)).ok) return;
    if (last) return full || starting ? undefined : onGenerate();
    // Typed-but-not-added pain points count as added, so they are kept when the user moves on.
    if (step === 3 && values.painPointDraft.trim()) {
      update({
        painPoints: addPainPoints(values.painPoints, parsePainPoints(values.painPointDraft)),
        painPointDraft: '',
      });
    }
    onStep(step + 1);
  }

  return (
    <>
      {/* Said before the six steps, not after them: nobody should fill in a plan they cannot generate. */}
      {full && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{QUOTAS.content.limitMessage} Your saved plans stay in My Content Plans.</span>
        </p>
      )}
      {prefill.from && (
        <p
          role="status"
          data-testid="wizard-prefill"
          className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm wrap-anywhere"
        >
          <LinkIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0">{prefillSummary(prefill)} Change anything before you generate.</span>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-6">
            <CardHeader>
              <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                <span>
                  Step {step} of {WIZARD_STEPS}
                </span>
                <span>{Math.round((step / WIZARD_STEPS) * 100)}%</span>
              </div>
              <Progress value={(step / WIZARD_STEPS) * 100} aria-label={`Step ${step} of ${WIZARD_STEPS}`} />
              <CardTitle className="pt-4 text-xl">
                <h2 ref={heading} tabIndex={-1} className="outline-none">
                  {info.title}
                </h2>
              </CardTitle>
              <p className="text-sm text-muted-foreground">{info.description}</p>
            </CardHeader>
            <CardContent>
              {step === 1 && <StepBrand {...answers} prefill={prefill} />}
              <React.Suspense fallback={<Skeleton className="h-48 w-full" />}>
                {step === 2 && <StepAudience {...answers} {...suggesting} />}
                {step === 3 && <StepPainPoints {...answers} {...suggesting} />}
                {step === 4 && <StepPillars {...answers} />}
                {step === 5 && <StepFormats values={values} update={update} />}
                {step === 6 && <StepPromise {...answers} />}
              </React.Suspense>
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-3 border-t sm:flex-row sm:items-center">
              <Button type="button" variant="outline" onClick={() => onStep(step - 1)} disabled={step === 1}>
                <ArrowLeftIcon aria-hidden />
                Previous
              </Button>
              <p
                id="wizard-hint"
                aria-live="polite"
                className={cn(
                  'min-h-5 flex-1 text-sm sm:text-center',
                  check.ok
                    ? 'text-muted-foreground'
                    : check.kind === 'invalid'
                      ? 'text-destructive'
                      : 'text-muted-foreground',
                )}
              >
                {check.ok ? '' : check.message}
              </p>
              {last && brandToggle}
              {last ? (
                <Button type="submit" disabled={!check.ok || starting || full} aria-describedby="wizard-hint">
                  {starting ? (
                    <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
                  ) : (
                    <SparklesIcon aria-hidden />
                  )}
                  {starting ? 'Starting...' : 'Generate 30-Day Plan'}
                </Button>
              ) : (
                <Button type="submit" disabled={!check.ok} aria-describedby="wizard-hint">
                  Next
                  <ArrowRightIcon aria-hidden />
                </Button>
              )}
            </CardFooter>
          </form>
        </Card>
        <TipsPanel tips={info.tips} />
      </div>
    </>
  );
}
