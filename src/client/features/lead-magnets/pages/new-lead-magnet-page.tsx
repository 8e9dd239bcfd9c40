import * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCreateLeadMagnet } from '../api/create-lead-magnet';
import { QuotaLine, useLeadMagnetQuota } from '../components/quota-line';
import { toInput } from '../wizard/draft';
import { generationFailure } from '../wizard/failure';
import { LeadMagnetWizard } from '../wizard/lead-magnet-wizard';
import { prefilledDraft, prefillNote, readPrefill } from '../wizard/prefill';

/** /lead-magnet-generator/new: the wizard, prefilled when a pain point analysis handed it on. */
export function NewLeadMagnetPage() {
  const [params] = useSearchParams();
  const prefill = React.useMemo(() => readPrefill(params), [params]);
  const [draft, setDraft] = React.useState(() => prefilledDraft(prefill));
  const [failure, setFailure] = React.useState<string | null>(null);
  const create = useCreateLeadMagnet();
  const navigate = useNavigate();
  const { atLimit } = useLeadMagnetQuota();

  function generate() {
    setFailure(null);
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
        failure={failure}
        atLimit={atLimit}
        prefillNote={prefill.fromAnalysis ? prefillNote(prefill) : null}
      />
    </div>
  );
}
