import { Trash2Icon } from 'lucide-react';
import type { TOfferRecord } from '../../../../shared/offer-engineering';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteOffer } from '../api/delete-offer';

interface Props {
  offer: TOfferRecord;
  onDeleted?: () => void;
  /** With a label on the detail screen; an icon on a list card. */
  labelled?: boolean;
  className?: string;
}

/** Deletes one offer after the spec's confirmation. */
export function DeleteOfferButton({ offer, onDeleted, labelled = false, className }: Props) {
  const remove = useDeleteOffer();
  const confirm = () =>
    remove.mutate(offer.id, {
      onSuccess: () => {
        toast.success('Offer deleted successfully!');
        onDeleted?.();
      },
      onError: (e) => toast.error(errorMessage(e, 'Failed to delete offer')),
    });
  return (
    <ConfirmDeleteDialog
      title="Are you sure you want to delete this offer?"
      description={<>The offer for &quot;{offer.business_name}&quot; is removed for good.</>}
      onConfirm={confirm}
      trigger={
        <Button
          variant={labelled ? 'outline' : 'ghost'}
          size={labelled ? 'default' : 'icon'}
          aria-label={labelled ? undefined : `Delete the offer for "${offer.business_name}"`}
          disabled={remove.isPending}
          className={cn('text-destructive hover:text-destructive', className)}
        >
          <Trash2Icon aria-hidden />
          {labelled && 'Delete'}
        </Button>
      }
    />
  );
}
