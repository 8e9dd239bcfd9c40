import { Trash2Icon } from 'lucide-react';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeletePainPointAnalysis } from '../api/delete-pain-point-analysis';

interface Props {
  analysis: TPainPointAnalysisRecord;
  onDeleted?: () => void;
  /** With a label on the detail screen; an icon on a list card. */
  labelled?: boolean;
  className?: string;
}

/** Deletes one analysis after the spec's confirmation. */
export function DeleteAnalysisButton({ analysis, onDeleted, labelled = false, className }: Props) {
  const remove = useDeletePainPointAnalysis();
  const confirm = () =>
    remove.mutate(analysis.id, {
      onSuccess: () => {
        toast.success('Analysis deleted successfully!');
        onDeleted?.();
      },
      onError: (e) => toast.error(errorMessage(e, 'Failed to delete analysis')),
    });
  return (
    <ConfirmDeleteDialog
      title="Are you sure you want to delete this analysis?"
      description={<>&quot;{analysis.product_name}&quot; and its report are removed for good.</>}
      onConfirm={confirm}
      trigger={
        <Button
          variant={labelled ? 'outline' : 'ghost'}
          size={labelled ? 'default' : 'icon'}
          aria-label={labelled ? undefined : `Delete "${analysis.product_name}"`}
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
