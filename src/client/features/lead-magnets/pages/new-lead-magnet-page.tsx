import * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BrandProfileToggle, PrefilledMark, useBrandPrefill } from '@/features/brand-profile/public/prefill';
import { toast } from '@/lib/toast';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useCreateLeadMagnet } from '../api/create-lead-magnet';
import { QuotaLine, useLeadMagnetQuota } from '../components/quota-line';
import {
  answersFromProfile,
  fillFromProfile,
  hasProfilePains,
  type TProfileAnswers,
  withoutProfilePains,
} from '../wizard/brand-prefill';
import { toInput } from '../wizard/draft';
import { generationFailure } from '../wizard/failure';
import { LeadMagnetWizard } from '../wizard/lead-magnet-wizard';
import { prefilledDraft, prefillNote, readPrefill } from '../wizard/prefill';

// Only a streaming model's partial result shows it: fetched when a generation starts, not with the page.
const loadDraft = () => import('../results/content-draft');
const ContentDraft = lazyNamed(loadDraft, 'ContentDraft');

/**
 * /lead-magnet-generator/new: the wizard, prefilled when a pain point analysis handed it on, else
 * from the brand profile (a hand-off's values win: they were chosen for this lead magnet).
 */
export function NewLeadMagnetPage() {
  const [params] = useSearchParams();
  const prefill = React.useMemo(() => readPrefill(params), [params]);
  const [draft, setDraft] = React.useState(() => prefilledDraft(prefill));
  const [failure, setFailure] = React.useState<string | null>(null);
  const [useBrand, setUseBrand] = React.useState(true);
  const create = useCreateLeadMagnet({ brandProfile: useBrand });
  const [fromProfile, setFromProfile] = React.useState<TProfileAnswers>({});
  useBrandPrefill(
    (profile) => {
      const filled = fillFromProfile(draft, answersFromProfile(profile));
      setDraft((d) => ({ ...d, ...filled }));
      setFromProfile(filled);
    },
    { skip: prefill.fromAnalysis },
  );
  const audienceFromProfile =
    fromProfile.targetAudience !== undefined && fromProfile.targetAudience === draft.targetAudience;
  const navigate = useNavigate();
  const { atLimit } = useLeadMagnetQuota();

  function generate() {
    setFailure(null);
    void loadDraft();
    create.mutate(toInput(draft), {
      onSuccess: (magnet) => {
        toast.success('Lead magnet generated successfully!');
        void navigate(paths.leadMagnet(magnet.id));
      },
      onError: (e) => {
        const message = generationFailure(e);
        setFailure(message);
        toast.error(message);
      },
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <title>New Lead Magnet | Brandforge</title>
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.leadMagnets}>
            <ArrowLeftIcon aria-hidden />
            Back to Lead Magnets
          </Link>
        </Button>
      </div>
      <header className="grid gap-1.5">
        <h1 className="text-2xl sm:text-3xl">Create New Lead Magnet</h1>
        <QuotaLine />
      </header>
      <LeadMagnetWizard
        draft={draft}
        onChange={setDraft}
        onExit={() => void navigate(paths.leadMagnets)}
        onGenerate={generate}
        generating={create.isPending}
        onStop={create.stop}
        failure={failure}
        atLimit={atLimit}
        prefillNote={prefill.fromAnalysis ? prefillNote(prefill) : null}
        brand={{
          audienceMark: audienceFromProfile && (
            <span className="whitespace-nowrap">
              <PrefilledMark label="Target audience" onClear={() => setDraft((d) => ({ ...d, targetAudience: '' }))} />
            </span>
          ),
          painPointsMark: hasProfilePains(draft, fromProfile) && (
            <PrefilledMark
              label="Pain points"
              onClear={() => setDraft((d) => ({ ...d, painPoints: withoutProfilePains(d, fromProfile) }))}
            />
          ),
          toggle: <BrandProfileToggle checked={useBrand} onCheckedChange={setUseBrand} />,
        }}
      />
      {create.isPending && create.partial !== null && (
        <React.Suspense fallback={null}>
          <ContentDraft partial={create.partial} />
        </React.Suspense>
      )}
    </div>
  );
}
