import { MailQuestionIcon, MailXIcon, UserCheckIcon, UserMinusIcon } from 'lucide-react';
import type { TSubscriberStatus } from '../../../../shared/audience';
import { ListError } from '@/components/saved-results/list-states';
import { errorMessage } from '@/lib/api-client';
import { useAudienceStats } from '../api/get-audience-stats';
import { AudienceChartCard } from './audience-chart-card';
import { StatCard } from '@/components/stat-card';
import { STATUS_LABELS } from './subscriber-view';

const CARDS = [
  { status: 'subscribed', icon: UserCheckIcon },
  { status: 'unconfirmed', icon: MailQuestionIcon },
  { status: 'unsubscribed', icon: UserMinusIcon },
  { status: 'bounced', icon: MailXIcon },
] as const satisfies readonly { status: TSubscriberStatus; icon: unknown }[];

/** The list by status, and the new subscribers of the last 30 days. */
export function AudienceCounts() {
  const stats = useAudienceStats();
  if (stats.isError)
    return (
      <section aria-label="Counts">
        <ListError
          message={errorMessage(stats.error, 'Your subscriber counts could not be loaded.')}
          onRetry={() => void stats.refetch()}
        />
      </section>
    );
  return (
    <section aria-label="Counts" className="grid min-w-0 gap-4">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ status, icon }) => (
          <li key={status} className="grid min-w-0">
            <StatCard
              narrow
              label={STATUS_LABELS[status]}
              icon={icon}
              value={stats.data?.by_status[status].toLocaleString('en-US')}
            />
          </li>
        ))}
      </ul>
      <AudienceChartCard days={stats.data?.per_day} />
    </section>
  );
}
