import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import type { TOfferRecord } from '../../../../shared/offer-engineering';
import { FormAlert } from '@/components/form-field';
import { StopGeneration } from '@/components/generation-draft';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { BrandProfileToggle, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { errorMessage } from '@/lib/api-client';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { toast } from '@/lib/toast';
import { useCreateOffer } from '../api/create-offer';
import { answersFromProfile, type TProfileAnswer, type TProfileAnswers } from '../brand-values';
import { BusinessStep, DetailsStep, ProblemStep } from './wizard-steps';
import {
  emptyWizard,
  firstIncompleteStep,
  progressPercent,
  STEP_TITLES,
  type StepErrors,
  stepErrors,
  type TextField,
  toRequest,
  WIZARD_STEPS,
  type WizardValues,
} from './wizard-values';

// Only a streaming model's partial result shows it: fetched when a generation starts, not with the page.
const loadDraft = () => import('../components/offer-draft');
const OfferDraft = lazyNamed(loadDraft, 'OfferDraft');

const HINTS = [
  'Who you are and who you serve.',
  'The problem your audience has, what they try today, and the result they want.',
  'Where the offer sits on price and how soon it delivers.',
];

interface Props {
  onCancel: () => void;
  onDone: (offer: TOfferRecord) => void;
}

/** docs/product/offer-engineering.md: three steps, the required answers checked before each moves on. */
export function OfferWizard({ onCancel, onDone }: Props) {
  const [values, setValues] = React.useState<WizardValues>(emptyWizard);
  const [step, setStep] = React.useState(1);
  const [errors, setErrors] = React.useState<StepErrors>({});
  const [problem, setProblem] = React.useState<string | null>(null);
  const [useBrand, setUseBrand] = React.useState(true);
  const create = useCreateOffer({ brandProfile: useBrand });
  const [fromProfile, setFromProfile] = React.useState<TProfileAnswers>({});
  // Only empty answers are filled: what the person typed before the profile arrived stays.
  useBrandPrefill((profile) => {
    const filled = Object.fromEntries(
      Object.entries(answersFromProfile(profile)).filter(([field]) => !values[field as TProfileAnswer].trim()),
    ) as TProfileAnswers;
    setValues((v) => ({ ...v, ...filled }));
    setFromProfile(filled);
  });
  // A second click lands before React re-renders the disabled button; the ref stops it spending twice.
  const running = React.useRef(false);
  const card = React.useRef<HTMLDivElement>(null);

  const onText = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onChoose = (patch: Partial<WizardValues>) => setValues((v) => ({ ...v, ...patch }));

  /** Shows what the step lacks and moves the focus to the first missing answer. */
  function check(at: number): boolean {
    const found = stepErrors(at, values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) card.current?.querySelector<HTMLElement>(`#offer-${first}`)?.focus();
    return !first;
  }

  function go(to: number) {
    setProblem(null);
    setErrors({});
    setStep(to);
  }

  function generate() {
    if (running.current) return;
    const incomplete = firstIncompleteStep(values);
    if (incomplete !== null && incomplete !== step) return go(incomplete);
    if (!check(step)) return;
    running.current = true;
    setProblem(null);
    void loadDraft();
    create.mutate(toRequest(values), {
      onSuccess: (offer) => {
        toast.success('Offer generated successfully!');
        onDone(offer);
      },
      onError: (e) => {
        const message = errorMessage(e, 'Failed to generate offer');
        toast.error(message);
        setProblem(`${message} Your answers are kept: try again.`);
      },
      onSettled: () => {
        running.current = false;
      },
    });
  }

  const stepProps = { values, errors, onText, onChoose, fromProfile };
  const percent = progressPercent(step);
  return (
    <>
      <Card ref={card}>
        <CardHeader className="grid gap-3">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Step {step} of {WIZARD_STEPS}
            </span>
            <span className="tabular-nums">{percent}%</span>
          </div>
          <Progress value={percent} aria-label={`Step ${step} of ${WIZARD_STEPS}`} />
          <CardTitle className="text-lg">
            <h2>{STEP_TITLES[step - 1]}</h2>
          </CardTitle>
          <CardDescription>{HINTS[step - 1]}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormAlert message={problem} />
          {step === 1 && <BusinessStep {...stepProps} />}
          {step === 2 && <ProblemStep {...stepProps} />}
          {step === 3 && <DetailsStep {...stepProps} />}
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => (step === 1 ? onCancel() : go(step - 1))}
            disabled={create.isPending}
          >
            <ArrowLeftIcon aria-hidden />
            {step === 1 ? 'Cancel' : 'Previous'}
          </Button>
          {step < WIZARD_STEPS ? (
            <Button className="w-full sm:w-auto" onClick={() => check(step) && go(step + 1)}>
              Next
              <ArrowRightIcon aria-hidden />
            </Button>
          ) : (
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
              <BrandProfileToggle checked={useBrand} onCheckedChange={setUseBrand} />
              {create.isPending && <StopGeneration onStop={create.stop} />}
              <Button className="w-full sm:w-auto" onClick={generate} disabled={create.isPending}>
                <SparklesIcon aria-hidden className={create.isPending ? 'animate-pulse' : undefined} />
                {create.isPending ? 'Generating Offer...' : 'Generate Offer'}
              </Button>
            </div>
          )}
        </CardFooter>
      </Card>
      {create.isPending && create.partial !== null && (
        <React.Suspense fallback={null}>
          <OfferDraft partial={create.partial} />
        </React.Suspense>
      )}
    </>
  );
}
