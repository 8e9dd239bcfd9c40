import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { MISSION_ANSWER_MAX, MISSION_SECTION_LABELS, type TMissionInput } from '../../../../shared/mission';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { PrefilledMark } from '@/features/brand-profile/public/prefill';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { BRAND_QUESTIONS } from '../brand-values';
import { QUESTION_COUNT, QUESTIONS } from '../questions';
import type { TMissionWizard } from '../use-mission-wizard';
import * as W from '../wizard-state';
import { SampleAnswers } from './sample-answers';

interface Props {
  wizard: TMissionWizard;
  /** At the monthly limit: the last step cannot generate. */
  blocked: boolean;
  onGenerate: (answers: TMissionInput) => void;
  /** The brand profile switch, shown beside Generate on the last step. */
  brandToggle?: React.ReactNode;
}

/** One question per step: progress, the question, examples, the answer, then Back and Next. */
export function WizardStep({ wizard, blocked, onGenerate, brandToggle }: Props) {
  const { step } = wizard.state;
  const question = QUESTIONS[step] ?? QUESTIONS[0]!;
  const last = W.isLastStep(step);
  const answered = W.isAnswered(wizard.answer);
  const [touched, setTouched] = React.useState(false);
  const field = React.useRef<HTMLTextAreaElement>(null);
  const firstRender = React.useRef(true);

  // A new step starts clean and takes the focus, so keyboard users keep typing; not on page load.
  React.useEffect(() => {
    setTouched(false);
    if (firstRender.current) firstRender.current = false;
    else field.current?.focus();
  }, [step]);

  const advance = () => {
    if (!answered) {
      setTouched(true);
      toast.error(W.MISSING_ANSWER);
      return;
    }
    const after = W.next(wizard.state);
    wizard.next();
    if (last && !blocked && W.allAnswered(after.answers)) onGenerate(W.toMissionInput(after.answers));
  };

  const showError = touched && !answered;
  const brandLabel = BRAND_QUESTIONS.find((q) => q.index === step)?.label;
  return (
    <Card data-testid="mission-wizard">
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium text-primary">
            Section {question.sectionNumber} of 4: {MISSION_SECTION_LABELS[question.section]}
          </span>
          <span className="text-muted-foreground tabular-nums" data-testid="mission-step">
            Step {step + 1} of {QUESTION_COUNT} · {W.progressPercent(step)}%
          </span>
        </div>
        <Progress value={W.progressPercent(step)} aria-label={`Step ${step + 1} of ${QUESTION_COUNT}`} />
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        <div className="grid gap-1.5">
          <h2 className="text-xl font-semibold tracking-tight">
            <label htmlFor="mission-answer">{question.title}</label>
          </h2>
          <p id="mission-answer-hint" className="text-sm text-muted-foreground">
            {question.description}
          </p>
        </div>
        <SampleAnswers answers={question.sampleAnswers} onPick={(a) => wizard.setAnswer(a)} />
        <div className="grid gap-1.5">
          {wizard.prefilled && brandLabel && (
            <div>
              <PrefilledMark
                label={brandLabel}
                onClear={() => {
                  wizard.clearPrefilled();
                  field.current?.focus();
                }}
              />
            </div>
          )}
          <Textarea
            ref={field}
            id="mission-answer"
            rows={4}
            maxLength={MISSION_ANSWER_MAX}
            value={wizard.answer}
            placeholder="Type your answer, or pick an example above"
            aria-invalid={showError || undefined}
            aria-describedby={cn('mission-answer-hint', showError && 'mission-answer-error', 'mission-answer-count')}
            onChange={(e) => {
              wizard.setAnswer(e.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            onKeyDown={(e) => {
              // Ctrl/Cmd+Enter moves on, as Enter alone must stay a line break.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                advance();
              }
            }}
            className="min-h-28"
          />
          <div className="flex items-start justify-between gap-3 text-sm">
            <p id="mission-answer-error" role="alert" className="text-destructive">
              {showError ? W.MISSING_ANSWER : ''}
            </p>
            <p
              id="mission-answer-count"
              className={cn(
                'shrink-0 text-xs text-muted-foreground tabular-nums',
                wizard.answer.length >= MISSION_ANSWER_MAX && 'font-medium text-warning',
              )}
            >
              {wizard.answer.length}/{MISSION_ANSWER_MAX}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </div>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3 px-4 sm:px-6">
        <Button variant="outline" onClick={wizard.back} disabled={step === 0}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        {last && brandToggle && (
          // A row of its own above Back and Generate on a phone; beside Generate from the small breakpoint.
          <div className="order-first flex basis-full justify-end sm:order-none sm:ml-auto sm:basis-auto">
            {brandToggle}
          </div>
        )}
        <Button onClick={advance} disabled={!answered || (last && blocked)}>
          {last ? 'Generate Mission' : 'Next'}
          {last ? <SparklesIcon aria-hidden /> : <ArrowRightIcon aria-hidden />}
        </Button>
      </CardFooter>
    </Card>
  );
}
