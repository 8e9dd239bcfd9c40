import { CircleOffIcon, RadioIcon } from 'lucide-react';
import * as React from 'react';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';
import { toast } from '@/lib/toast';
import { useChangeOptinPageState } from '../api/change-optin-page-state';
import { OPTIN_TEXTS } from './optin-page-texts';

const ConfirmAlert = dialogOnDemand(
  () => import('@/components/saved-results/confirm-delete-alert'),
  'ConfirmDeleteAlert',
  (p) => p.open,
);

interface Props {
  page: Pick<TOptinPageRecord, 'id' | 'status' | 'unpublished_by'>;
  size?: 'sm' | 'default';
}

/**
 * Unpublish (after a confirmation) or Publish again. A page an admin took down offers neither: only
 * the team can bring it back, and the server refuses it too.
 */
export function OptinPageStateButton({ page, size = 'default' }: Props) {
  const change = useChangeOptinPageState();
  const [confirming, setConfirming] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  const live = page.status === 'published';
  if (!live && page.unpublished_by === 'admin') return null;

  const apply = () => {
    if (change.isPending) return;
    change.mutate(
      { id: page.id, move: live ? 'unpublish' : 'republish' },
      {
        onSuccess: () => toast.success(live ? OPTIN_TEXTS.unpublished : OPTIN_TEXTS.republished),
        onError: (e) => toast.error(errorMessage(e, OPTIN_TEXTS.changeFailed)),
      },
    );
  };

  return (
    <>
      <Button
        ref={opener}
        type="button"
        size={size}
        variant="outline"
        disabled={change.isPending}
        aria-haspopup={live ? 'dialog' : undefined}
        onClick={() => (live ? setConfirming(true) : apply())}
      >
        {live ? <CircleOffIcon aria-hidden /> : <RadioIcon aria-hidden />}
        {live ? 'Unpublish' : 'Publish again'}
      </Button>
      <ConfirmAlert
        open={confirming}
        onOpenChange={setConfirming}
        title={OPTIN_TEXTS.unpublishTitle}
        description={OPTIN_TEXTS.unpublishBody}
        confirmLabel="Unpublish"
        onConfirm={apply}
        returnFocusTo={opener}
      />
    </>
  );
}
