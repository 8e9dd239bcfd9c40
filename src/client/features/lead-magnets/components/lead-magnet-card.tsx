import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { leadMagnetTypeLabel, type TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { DeleteLeadMagnetButton } from './delete-lead-magnet-button';

/** One saved lead magnet: title, type, audience, description, pain point count, industry, date, view and delete. */
export function LeadMagnetCard({ magnet: m }: { magnet: TLeadMagnetRecord }) {
  const pains = m.pain_points.length;
  return (
    <Card className="min-w-0 gap-3" data-testid="lead-magnet-card">
      <CardHeader className="grid gap-2">
        <CardTitle className="min-w-0 text-lg wrap-anywhere">
          <h2>{m.title}</h2>
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge>{leadMagnetTypeLabel(m.lead_magnet_type)}</Badge>
          <Badge variant="outline">{m.industry}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="line-clamp-2 wrap-anywhere" title={m.target_audience}>
          <span className="text-muted-foreground">For </span>
          {m.target_audience}
        </p>
        <p className="line-clamp-3 wrap-anywhere text-muted-foreground">
          {m.description || 'No description available'}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {pains} pain point{pains === 1 ? '' : 's'}
          </span>
          <time dateTime={m.created_at}>{shortDate(m.created_at)}</time>
        </div>
      </CardContent>
      <CardFooter className="mt-auto gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={paths.leadMagnet(m.id)} aria-label={`View "${m.title}"`}>
            <EyeIcon aria-hidden />
            View
          </Link>
        </Button>
        <DeleteLeadMagnetButton magnet={m} />
      </CardFooter>
    </Card>
  );
}
