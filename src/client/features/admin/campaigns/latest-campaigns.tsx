import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListError } from '@/components/saved-results/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCampaigns } from '../api/get-campaigns';
import { count } from './campaign-view';
import { CampaignStatusBadge } from './campaign-status-badge';

const LATEST = 5;

/** The dashboard's Email Campaigns tab: the five newest campaigns and the way to all of them. */
export function LatestCampaigns() {
  const list = useCampaigns();
  const latest = list.data?.slice(0, LATEST);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Email Campaigns</CardTitle>
        <CardDescription>The {LATEST} newest campaigns and how far each has gone out.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <div aria-busy="true" aria-label="Loading campaigns" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <ListError
            message={errorMessage(list.error, 'Failed to load campaigns')}
            onRetry={() => void list.refetch()}
          />
        ) : latest?.length ? (
          <ul className="divide-y">
            {latest.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <Link
                  to={paths.adminCampaign(c.id)}
                  className="min-w-0 flex-1 basis-48 rounded font-medium wrap-anywhere underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {c.name}
                </Link>
                <CampaignStatusBadge status={c.status} />
                <span className="text-sm text-muted-foreground tabular-nums">
                  {count(c.stats.sent)} / {count(c.stats.recipients)} sent
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <MailIcon aria-hidden className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">No campaigns yet.</p>
          </div>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.adminCampaigns}>Open Email Campaigns</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
