import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import type { TCompetitorAnalysisRequest, TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { BrandProfileToggle, PrefilledMark, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAnalyzeCompetitors } from '../api/analyze-competitors';
import { AnalyzingPanel } from './analyzing-panel';
import { answersFromProfile, fillFromProfile, type TProfileAnswers } from './brand-prefill';
import { CompetitorsStep } from './competitors-step';
import { ContextStep } from './context-step';
import { PlatformStep } from './platform-step';
import { emptyWizard, stepProblem, toRequest, WIZARD_STEPS, type WizardValues } from './wizard-values';

const STEPS = [
  { title: 'Select platform', hint: 'Where do these competitors publish?' },
  { title: 'Add competitors', hint: 'Name and handle for each, and what you have noticed about them.' },
  { title: 'Industry context', hint: 'Optional: your field and audience, so the advice fits.' },
];

interface Props {
  onCancel: () => void;
  onDone: (saved: TSavedCompetitorAnalysis[]) => void;
}

/** Wizard mode: platform, competitors, context, then one analysis for all of them. */
export function CompetitorWizard({ onCancel, onDone }: Props) {
  const [values, setValues] = React.useState<WizardValues>(emptyWizard);
  const [step, setStep] = React.useState(1);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState<TCompetitorAnalysisRequest | null>(null);
  const [useBrand, setUseBrand] = React.useState(true);
  const analyze = useAnalyzeCompetitors({ brandProfile: useBrand });
  const [fromProfile, setFromProfile] = React.useState<TProfileAnswers>({});
  useBrandPrefill((profile) => {
    const filled = fillFromProfile(values, answersFromProfile(profile));
    setValues((v) => ({ ...v, ...filled }));
    setFromProfile(filled);
  });
  // A mark stays only while the answer still holds what the profile gave.
  const platformMark = fromProfile.platform !== undefined && fromProfile.platform === values.platform && (
    <PrefilledMark label="Platform" onClear={() => set({ platform: '' })} />
  );
  const contextMark = fromProfile.industryContext !== undefined &&
    fromProfile.industryContext === values.industryContext && (
      <PrefilledMark label="Industry context" onClear={() => set({ industryContext: '' })} />
    );
  // A second click lands before React re-renders the disabled button; the ref stops it spending twice.
  const running = React.useRef(false);
  const info = STEPS[step - 1] ?? { title: '', hint: '' };
  const set = (patch: Partial<WizardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblem(null);
  };

  function next() {
    const found = stepProblem(step, values);
    setProblem(found);
    if (!found && step < WIZARD_STEPS) setStep(step + 1);
  }

  function run() {
    const found = stepProblem(1, values) ?? stepProblem(2, values);
    if (found || running.current) return setProblem(found);
    running.current = true;
    const request = toRequest(values);
    setSent(request);
    analyze.mutate(request, {
      onSuccess: (saved) => {
        toast.success('Competitor analysis completed');
        onDone(saved);
      },
      onError: (e) => {
        const message = errorMessage(e, 'Failed to analyze competitors');
        toast.error(message);
        setProblem(message);
      },
      onSettled: () => {
        running.current = false;
        setSent(null);
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>New Competitor Analysis | Brandforge</title>
      <header className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">New Competitor Analysis</h1>
        <p className="text-muted-foreground">Three short steps. The AI works from the handles and your notes only.</p>
      </header>
      <Card>
        {sent ? (
          <CardContent>
            <AnalyzingPanel request={sent} partial={analyze.partial} onStop={analyze.stop} />
          </CardContent>
        ) : (
          <>
            <CardHeader className="grid gap-3">
              <Progress value={(step / WIZARD_STEPS) * 100} aria-label={`Step ${step} of ${WIZARD_STEPS}`} />
              <p className="text-sm text-muted-foreground">
                Step {step} of {WIZARD_STEPS}
              </p>
              <CardTitle className="text-lg">
                <h2>{info.title}</h2>
              </CardTitle>
              <CardDescription>{info.hint}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormAlert message={problem} />
              {step === 1 && (
                <PlatformStep
                  value={values.platform}
                  onChange={(platform) => set({ platform })}
                  invalid={!!problem}
                  mark={platformMark}
                />
              )}
              {step === 2 && <CompetitorsStep rows={values.rows} onChange={(rows) => set({ rows })} />}
              {step === 3 && (
                <ContextStep
                  value={values.industryContext}
                  onChange={(industryContext) => set({ industryContext })}
                  mark={contextMark}
                />
              )}
            </CardContent>
            <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button
                variant="outline"
                onClick={() => (step === 1 ? onCancel() : (setProblem(null), setStep(step - 1)))}
              >
                <ArrowLeftIcon aria-hidden />
                {step === 1 ? 'Cancel' : 'Back'}
              </Button>
              {step < WIZARD_STEPS ? (
                <Button onClick={next}>
                  Next
                  <ArrowRightIcon aria-hidden />
                </Button>
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <BrandProfileToggle checked={useBrand} onCheckedChange={setUseBrand} />
                  <Button onClick={run} disabled={analyze.isPending}>
                    <SparklesIcon aria-hidden />
                    Analyze with AI
                  </Button>
                </div>
              )}
            </CardFooter>
          </>
        )}
      </Card>
    </div>
  );
}
