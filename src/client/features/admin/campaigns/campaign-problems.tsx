import type { TCampaignProblemRecord } from '../../../../shared/campaigns';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCampaignProblems } from '../api/get-campaign-problems';
import { formatDateTime } from '../components/format';

const LABEL: Record<TCampaignProblemRecord['status'], string> = {
  failed: 'Failed',
  bounced: 'Bounced',
  unknown: 'Unknown',
};

/** The addresses whose mail did not arrive, or may not have; shown only when there are any. */
export function CampaignProblems({ id, sending }: { id: string; sending: boolean }) {
  const problems = useCampaignProblems(id, sending);
  if (problems.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        The addresses with problems could not be loaded.
      </p>
    );
  if (!problems.data?.length) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Delivery problems</CardTitle>
        <CardDescription>
          {problems.data.length.toLocaleString('en-US')} {problems.data.length === 1 ? 'address' : 'addresses'} did not
          get this campaign, or may not have.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {problems.data.map((p) => (
            <li key={p.email} className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
              <span className="font-medium wrap-anywhere">{p.email}</span>
              <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                <Badge variant={p.status === 'unknown' ? 'warning' : 'destructive'}>{LABEL[p.status]}</Badge>
                <span className="text-xs text-muted-foreground">{formatDateTime(p.updated_at)}</span>
              </span>
              {p.error && <span className="text-xs wrap-anywhere text-muted-foreground sm:col-span-2">{p.error}</span>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
