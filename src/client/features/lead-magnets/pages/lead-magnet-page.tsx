import { useParams } from 'react-router';
import { SavedResultPage } from '@/components/saved-results/saved-result-page';
import { paths } from '@/config/paths';
import { useLeadMagnet } from '../api/get-lead-magnet';
import { LeadMagnetResults } from '../results/lead-magnet-results';

/** /lead-magnet-generator/:leadMagnetId: one lead magnet's results; deleting it returns to the list. */
export function LeadMagnetPage() {
  const { leadMagnetId = '' } = useParams();
  return (
    <SavedResultPage
      query={useLeadMagnet(leadMagnetId)}
      listPath={paths.leadMagnets}
      notFound={{
        docTitle: 'Lead magnet not found | Brandforge',
        title: 'Lead magnet not found',
        backLabel: 'Back to Lead Magnets',
      }}
    >
      {(magnet) => <LeadMagnetResults magnet={magnet} />}
    </SavedResultPage>
  );
}
