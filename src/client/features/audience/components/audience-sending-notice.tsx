import { ClockIcon } from 'lucide-react';
import type { TAudienceSending } from '../../../../shared/audience';
import { useSendingStatus } from '../api/get-sending-status';

const n = (x: number) => x.toLocaleString('en-US');

/** The notice's words: the limit and how many mails wait (docs/product/audience.md, "Limits"). */
export const sendingLimitText = ({ daily_limit, waiting_for_tomorrow }: TAudienceSending) =>
  `You reached today's sending limit of ${n(daily_limit)} emails. ${n(waiting_for_tomorrow)} ${
    waiting_for_tomorrow === 1 ? 'email waits and goes' : 'emails wait and go'
  } out tomorrow.`;

/** Shown only while mails wait for tomorrow because today's limit is reached. */
export function AudienceSendingNotice() {
  const sending = useSendingStatus();
  if (!sending.data || sending.data.waiting_for_tomorrow <= 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning"
    >
      <ClockIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{sendingLimitText(sending.data)}</span>
    </p>
  );
}
