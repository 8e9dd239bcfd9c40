import { MagnetIcon } from 'lucide-react';
import { NewResultButton } from '@/components/saved-results/list-states';
import { SavedResultsPage } from '@/components/saved-results/saved-results-page';
import { paths } from '@/config/paths';
import { useLeadMagnets } from '../api/get-lead-magnets';
import { LeadMagnetCard } from '../components/lead-magnet-card';
import { QuotaLine, useLeadMagnetQuota } from '../components/quota-line';

/** /lead-magnet-generator: the user's lead magnets, newest first, with the month's quota. */
export function LeadMagnetsPage() {
  const { atLimit } = useLeadMagnetQuota();
  // Disabled once the month's quota is used (docs/product/lead-magnets.md).
  const create = <NewResultButton to={paths.newLeadMagnet} label="Create New Lead Magnet" disabled={atLimit} />;
  return (
    <SavedResultsPage
      docTitle="Lead Magnet Generator | Brandforge"
      title="Lead Magnet Generator"
      description="Create free resources that turn your audience into subscribers."
      details={<QuotaLine />}
      newAction={create}
      notice={
        atLimit && (
          <p role="status" className="rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
            You&apos;ve reached your monthly limit of 3 lead magnets. Limit resets next month.
          </p>
        )
      }
      query={useLeadMagnets()}
      loading={{ itemClassName: 'h-56' }}
      errorText="Failed to fetch lead magnets"
      empty={{
        icon: MagnetIcon,
        title: 'No Lead Magnets Yet',
        text: 'Turn what your audience struggles with into a free guide, checklist or template they swap an email address for.',
        action: create,
      }}
      renderItem={(m) => <LeadMagnetCard magnet={m} />}
    />
  );
}
