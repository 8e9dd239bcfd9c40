import { Trash2Icon } from 'lucide-react';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteCompetitorAnalysis } from '../api/delete-competitor-analysis';

interface Props {
  analysis: TSavedCompetitorAnalysis;
  onDeleted?: () => void;
  /** A labelled button on the detail screen; an icon in the list. */
  withLabel?: boolean;
}

export function DeleteAnalysisButton({ analysis, onDeleted, withLabel = false }: Props) {
  const remove = useDeleteCompetitorAnalysis();
  const who = `${analysis.competitor_name} (${analysis.competitor_handle})`;
  const confirm = () =>
    remove.mutate(analysis.id, {
      onSuccess: () => {
        toast.success('Deleted successfully');
        onDeleted?.();
      },
      onError: () => toast.error('Failed to delete analysis'),
    });
  return (
    <ConfirmDeleteDialog
      title="Are you sure you want to delete this analysis?"
      description={`The analysis of ${who} and its ${analysis.insights.length} insights are removed for good.`}
      onConfirm={confirm}
      trigger={
        <Button
          variant={withLabel ? 'outline' : 'ghost'}
          size={withLabel ? 'sm' : 'icon'}
          aria-label={withLabel ? undefined : `Delete the analysis of ${who}`}
          disabled={remove.isPending}
        >
          <Trash2Icon aria-hidden className="text-destructive" />
          {withLabel && 'Delete'}
        </Button>
      }
    />
  );
}
