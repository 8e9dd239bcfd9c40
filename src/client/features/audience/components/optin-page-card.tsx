import { Link } from 'react-router';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { OptinPageLink } from './optin-page-link';
import { OptinPageStatus } from './optin-page-status';
import { subscriberCount } from './optin-page-texts';

/** One page in the member's list: its headline opens it; its address copies and opens from here. */
export function OptinPageCard({ page }: { page: TOptinPageRecord }) {
  return (
    <Card className="min-w-0 gap-3 py-5" data-testid="optin-page-card">
      <CardHeader className="gap-1 px-5">
        <CardTitle className="min-w-0 text-lg leading-snug wrap-anywhere">
          <h2>
            <Link to={paths.optinPage(page.id)} className="underline-offset-4 hover:underline">
              {page.headline}
            </Link>
          </h2>
        </CardTitle>
        <p className="text-sm wrap-anywhere text-muted-foreground">{page.lead_magnet_title}</p>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3 px-5">
        <OptinPageLink path={page.path} name={page.headline} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <OptinPageStatus page={page} />
          <span>{subscriberCount(page.subscribers)}</span>
          <span>
            Published <time dateTime={page.published_at}>{shortDate(page.published_at)}</time>
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
