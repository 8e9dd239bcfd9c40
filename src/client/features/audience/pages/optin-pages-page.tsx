import { GlobeIcon, MagnetIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '@/components/saved-results/list-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useOptinPages } from '../api/get-optin-pages';
import { AudienceNav } from '../components/audience-nav';
import { OptinPageCard } from '../components/optin-page-card';

function ToLeadMagnets({ label }: { label: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={paths.leadMagnets}>
        <MagnetIcon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** /audience/pages (docs/product/audience.md): the member's opt-in pages, newest first. */
export function OptinPagesPage() {
  const list = useOptinPages();
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>Opt-in pages | Brandforge</title>
      <AudienceNav />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Opt-in pages</h1>
          <p className="text-muted-foreground">
            Your lead magnets as public pages: visitors leave their email and get the download.
          </p>
        </div>
        {list.data && list.data.length > 0 && <ToLeadMagnets label="Publish another lead magnet" />}
      </header>
      {list.isPending ? (
        <ListLoading itemClassName="h-44" text="Loading your opt-in pages..." />
      ) : list.isError ? (
        <ListError
          message={errorMessage(list.error, 'Your opt-in pages could not be loaded.')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <ListEmpty
          icon={GlobeIcon}
          title="No opt-in pages yet"
          text="Open one of your lead magnets and press “Publish opt-in page” to give it a page where visitors sign up for it."
          action={<ToLeadMagnets label="Go to the Lead Magnet Generator" />}
        />
      ) : (
        <ul className="grid min-w-0 gap-4 lg:grid-cols-2" aria-label="Opt-in pages">
          {list.data.map((page) => (
            <li key={page.id} className="grid min-w-0">
              <OptinPageCard page={page} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
