import * as React from 'react';
import type { TMission, TMissionInput } from '../../../../shared/mission';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { UsageBadge } from '@/components/usage-badge';
import { BrandProfileToggle, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { useAiStatus } from '@/lib/ai-status-query';
import { errorMessage } from '@/lib/api-client';
import { partialStrings } from '@/components/generation-draft';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useUsage } from '@/lib/usage-query';
import { useCreateMission } from '../api/create-mission';
import { GeneratingState } from '../components/generating-state';
import { LimitBanner } from '../components/limit-banner';
import { answersFromBrand } from '../brand-values';
import { LimitReached } from '../components/limit-reached';
import { MissionResult } from '../components/mission-result';
import { SavedMissions } from '../components/saved-missions';
import { WizardStep } from '../components/wizard-step';
import { missionQuotaBanner } from '../mission-quota';
import { useMissionWizard } from '../use-mission-wizard';

const GENERATION_FAILED =
  'Failed to generate mission statement. The API may be rate limited. Please try again in a moment.';

/** /mission: the 12-question wizard, the three generated statements, and the saved missions below. */
export function MissionPage() {
  const { user } = useAuth();
  const wizard = useMissionWizard(user?.id ?? 'anonymous');
  const usage = useUsage();
  const ai = useAiStatus();
  const [brandProfile, setBrandProfile] = React.useState(true);
  const create = useCreateMission({ brandProfile });
  // Not skipped for a restored draft: the hook keeps the draft as it is and saves the values for the next wizard.
  useBrandPrefill((profile) => wizard.prefill(answersFromBrand(profile)));
  const brandToggle = <BrandProfileToggle checked={brandProfile} onCheckedChange={setBrandProfile} />;
  // The answers stay in memory after success (storage is cleared) so Regenerate can reuse them.
  const [result, setResult] = React.useState<{ mission: TMission; answers: TMissionInput } | null>(null);
  const top = React.useRef<HTMLDivElement>(null);
  const saved = React.useRef<HTMLDivElement>(null);
  const showSaved = () => saved.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const banner = missionQuotaBanner(usage.data?.mission);
  const blocked = banner?.kind === 'limit';

  const generate = (answers: TMissionInput, again: boolean) =>
    create.mutate(answers, {
      onSuccess: (mission) => {
        setResult({ mission, answers });
        if (!again) wizard.reset();
        toast.success(
          again
            ? 'New mission statements generated!'
            : 'Personal branding mission statements generated and saved successfully!',
        );
      },
      onError: (error) => toast.error(errorMessage(error, GENERATION_FAILED)),
    });

  const startOver = () => {
    setResult(null);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The wizard renders on the next frame; then its answer field can take the focus.
    requestAnimationFrame(() => top.current?.querySelector('textarea')?.focus({ preventScroll: true }));
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <title>Mission Statement | Brandforge</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl sm:text-3xl">Mission Statement</h1>
          <p className="text-muted-foreground">
            Answer 12 questions and get three &lsquo;I help X achieve Y without Z&rsquo; statements.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {ai.data?.offline && <OfflineComposerBadge />}
          <UsageBadge usage={usage.data?.mission} testId="mission-usage" />
        </div>
      </header>
      <LimitBanner banner={banner} />
      <div ref={top} className="scroll-mt-20">
        {create.isPending ? (
          <GeneratingState statements={partialStrings(create.partial, 'statements')} onStop={create.stop} />
        ) : result ? (
          <MissionResult
            key={result.mission.id}
            mission={result.mission}
            answers={result.answers}
            brandToggle={brandToggle}
            blocked={blocked}
            onRegenerate={() => generate(result.answers, true)}
            onStartOver={startOver}
          />
        ) : blocked ? (
          <LimitReached onShowSaved={showSaved} />
        ) : (
          <WizardStep
            wizard={wizard}
            blocked={blocked}
            brandToggle={brandToggle}
            onGenerate={(answers) => generate(answers, false)}
          />
        )}
      </div>
      <div ref={saved} className="scroll-mt-20" />
      <SavedMissions onStart={startOver} onDeleted={(id) => setResult((r) => (r?.mission.id === id ? null : r))} />
    </div>
  );
}
