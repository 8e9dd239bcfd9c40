import type { TAdminOptinPage } from '../../../../shared/audience-texts';
import { ConfirmDeleteAlert } from '@/components/saved-results/confirm-delete-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnpublishOptinPage } from '../api/unpublish-optin-page';

export const TAKEDOWN_REASON = 'The page goes offline at once and its owner cannot publish it again.';

interface Props {
  page: TAdminOptinPage | null;
  onClose: () => void;
}

/** docs/product/admin.md: an admin takes a member's page offline, after saying what that means. Audited. */
export function OptinTakedownDialog({ page, onClose }: Props) {
  const unpublish = useUnpublishOptinPage();
  const confirm = () => {
    if (!page || unpublish.isPending) return;
    unpublish.mutate(page.id, {
      onSuccess: () => toast.success('Opt-in page unpublished'),
      onError: (e) => toast.error(errorMessage(e, 'The page could not be unpublished.')),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDeleteAlert
      title="Unpublish this opt-in page?"
      description={
        page ? (
          <>
            <span className="font-medium text-foreground">{page.path}</span> of {page.owner.email}. {TAKEDOWN_REASON}
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Unpublish"
      onConfirm={confirm}
      open={page !== null}
      onOpenChange={(open) => !open && onClose()}
    />
  );
}
