import * as React from 'react';
import { Link } from 'react-router';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultDetail } from '@/components/saved-results/saved-result-detail';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { OptinPageLink } from './optin-page-link';
import { optinPageDeletion } from './optin-page-deletion';
import { OptinPageStateButton } from './optin-page-state-button';
import { OptinPageStatus } from './optin-page-status';
import { OPTIN_TEXTS, subscriberCount } from './optin-page-texts';
import { SequenceSection } from './sequence-section';

// The form and its checks (react-hook-form, zod) come after the page's address and state.
const OptinPageEditor = lazyNamed(() => import('./optin-page-editor'), 'OptinPageEditor');

function EditorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the editor" className="grid gap-5">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className={i > 1 && i < 5 ? 'h-14' : 'h-9'} />
        </div>
      ))}
    </div>
  );
}

const savedText = (p: TOptinPageRecord) => [p.slug, p.headline, p.display_name, ...p.bullets].join('\n');

/** The page's welcome sequence editor (`sequence-editor.tsx`), loaded after the page. */
function WelcomeSequenceSlot({ page }: { page: TOptinPageRecord }) {
  return <SequenceSection page={page} />;
}

/** One opt-in page (docs/product/audience.md): its address, state and subscribers, its text, its welcome sequence. */
export function OptinPageDetail({ page }: { page: TOptinPageRecord }) {
  return (
    <SavedResultDetail
      className="max-w-4xl"
      docTitle={`${page.headline} | Opt-in page | Brandforge`}
      listPath={paths.optinPages}
      title={page.headline}
      description={
        <>
          Opt-in page for{' '}
          <Link to={paths.leadMagnet(page.lead_magnet_id)} className="text-foreground underline underline-offset-4">
            {page.lead_magnet_title}
          </Link>
        </>
      }
      meta={
        <>
          <OptinPageStatus page={page} />
          <span className="text-sm text-muted-foreground">{subscriberCount(page.subscribers)}</span>
          <span className="text-sm text-muted-foreground">
            Published <time dateTime={page.published_at}>{shortDate(page.published_at)}</time>
          </span>
        </>
      }
      actions={<OptinPageStateButton page={page} />}
      deleteAction={<ConfirmDelete of={optinPageDeletion(page)} labelled goTo={paths.optinPages} />}
    >
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2>Link</h2>
          </CardTitle>
          <CardDescription>
            {page.status === 'published'
              ? 'Share this link: visitors leave their email here to get your lead magnet.'
              : 'The page is offline: visitors see that the offer has ended.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <OptinPageLink path={page.path} />
          {page.unpublished_by === 'admin' && <p className="text-sm text-warning">{OPTIN_TEXTS.takenDown}</p>}
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2>Page text</h2>
          </CardTitle>
          <CardDescription>Changes show on the public page as soon as you save them.</CardDescription>
        </CardHeader>
        <CardContent>
          <React.Suspense fallback={<EditorSkeleton />}>
            {/* Keyed by the saved text: a save refills the form, going offline leaves an edit alone. */}
            <OptinPageEditor key={savedText(page)} page={page} />
          </React.Suspense>
        </CardContent>
      </Card>
      <WelcomeSequenceSlot page={page} />
    </SavedResultDetail>
  );
}
