import { useParams } from 'react-router';
import { SavedResultPage } from '@/components/saved-results/saved-result-page';
import { paths } from '@/config/paths';
import { useOptinPage } from '../api/get-optin-page';
import { AudienceNav } from '../components/audience-nav';
import { OptinPageDetail } from '../components/optin-page-detail';

/** /audience/pages/:pageId: one opt-in page; deleting it returns to the list. */
export function OptinPageDetailPage() {
  const { pageId = '' } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
      <AudienceNav />
      <SavedResultPage
        query={useOptinPage(pageId)}
        listPath={paths.optinPages}
        notFound={{
          docTitle: 'Opt-in page not found | Brandforge',
          title: 'Opt-in page not found',
          backLabel: 'Back to Opt-in pages',
        }}
      >
        {(page) => <OptinPageDetail page={page} />}
      </SavedResultPage>
    </div>
  );
}
