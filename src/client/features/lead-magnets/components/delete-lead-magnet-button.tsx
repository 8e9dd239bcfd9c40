import { Trash2Icon } from 'lucide-react';
import type { TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteLeadMagnet } from '../api/delete-lead-magnet';

interface Props {
  magnet: Pick<TLeadMagnetRecord, 'id' | 'title'>;
  onDeleted?: () => void;
  /** With a label on the results screen; an icon on a list card. */
  labelled?: boolean;
  className?: string;
}

/** Deletes one lead magnet after the spec's confirmation; the month's unit stays spent. */
export function DeleteLeadMagnetButton({ magnet, onDeleted, labelled = false, className }: Props) {
  const remove = useDeleteLeadMagnet();
  const confirm = () =>
    remove.mutate(magnet.id, {
      onSuccess: () => {
        toast.success('Lead magnet deleted successfully');
        onDeleted?.();
      },
      onError: () => toast.error('Failed to delete lead magnet'),
    });
  return (
    <ConfirmDeleteDialog
      title="Are you sure you want to delete this lead magnet?"
      description={<>&quot;{magnet.title}&quot; and its content are removed for good.</>}
      onConfirm={confirm}
      trigger={
        <Button
          variant={labelled ? 'outline' : 'ghost'}
          size={labelled ? 'default' : 'icon'}
          aria-label={labelled ? undefined : `Delete "${magnet.title}"`}
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
