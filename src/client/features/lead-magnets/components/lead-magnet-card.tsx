import { leadMagnetTypeLabel, type TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultCard } from '@/components/saved-results/saved-result-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { leadMagnetDeletion } from './lead-magnet-deletion';

/** One saved lead magnet: title, type, audience, description, pain point count, industry, date, view and delete. */
export function LeadMagnetCard({ magnet: m }: { magnet: TLeadMagnetRecord }) {
  const pains = m.pain_points.length;
  return (
    <SavedResultCard
      testId="lead-magnet-card"
      title={m.title}
      href={paths.leadMagnet(m.id)}
      viewLabel={`View "${m.title}"`}
      subtitle={
        <div className="flex flex-wrap gap-2">
          <Badge>{leadMagnetTypeLabel(m.lead_magnet_type)}</Badge>
          <Badge variant="outline">{m.industry}</Badge>
        </div>
      }
      deleteAction={<ConfirmDelete of={leadMagnetDeletion(m)} />}
    >
      <p className="line-clamp-2 wrap-anywhere" title={m.target_audience}>
        <span className="text-muted-foreground">For </span>
        {m.target_audience}
      </p>
      <p className="line-clamp-3 wrap-anywhere text-muted-foreground">{m.description || 'No description available'}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {pains} pain point{pains === 1 ? '' : 's'}
        </span>
        <time dateTime={m.created_at}>{shortDate(m.created_at)}</time>
      </div>
    </SavedResultCard>
  );
}
