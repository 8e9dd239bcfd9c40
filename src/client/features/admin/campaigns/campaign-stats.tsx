import {
  BanIcon,
  CircleHelpIcon,
  CheckCheckIcon,
  MailXIcon,
  SkipForwardIcon,
  UndoIcon,
  UserMinusIcon,
  UsersIcon,
} from 'lucide-react';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import { Progress } from '@/components/ui/progress';
import { StatCards } from '../components/stat-cards';
import { count } from './campaign-view';
import { sendProgress } from './campaign-view';

/** How a campaign's sending went, counted per recipient; the bar shows while mail is still leaving. */
export function CampaignStats({ campaign }: { campaign: TCampaignRecord }) {
  const { stats } = campaign;
  const { done, total } = sendProgress(stats);
  const moving = campaign.status === 'sending' || campaign.status === 'paused';
  return (
    <section aria-label="Statistics" className="grid gap-4">
      {moving && (
        <div className="grid gap-2">
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <span id="campaign-progress-label" className="font-medium">
              {campaign.status === 'paused' ? 'Paused' : 'Sending…'}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {count(done)} of {count(total)} done
            </span>
          </div>
          <Progress aria-labelledby="campaign-progress-label" value={done} max={Math.max(total, 1)} />
        </div>
      )}
      <StatCards
        stats={[
          { label: 'Recipients', value: stats.recipients, icon: UsersIcon },
          { label: 'Sent', value: stats.sent, icon: CheckCheckIcon },
          { label: 'Failed', value: stats.failed, icon: MailXIcon },
          { label: 'Bounced', value: stats.bounced, icon: UndoIcon },
          { label: 'Skipped', value: stats.skipped, icon: SkipForwardIcon },
          { label: 'Unknown', value: stats.unknown, icon: CircleHelpIcon },
          { label: 'Unsubscribed', value: stats.unsubscribed, icon: UserMinusIcon },
        ]}
      />
      {stats.skipped + stats.unknown > 0 && (
        <p className="flex gap-2 text-xs text-muted-foreground">
          <BanIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          Skipped: unsubscribed or bounced before their turn. Unknown: the server stopped while the mail was leaving, so
          it is never sent twice.
        </p>
      )}
    </section>
  );
}
