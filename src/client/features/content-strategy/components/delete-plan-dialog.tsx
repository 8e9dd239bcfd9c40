import { Trash2Icon } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteContentPlan } from '../api/delete-content-plan';

export function DeletePlanDialog({
  planId,
  name,
  onDeleted,
}: {
  planId: string;
  name: string;
  onDeleted?: () => void;
}) {
  const remove = useDeleteContentPlan();
  const confirm = () =>
    remove.mutate(planId, {
      onSuccess: () => {
        toast.success('Deleted successfully');
        onDeleted?.();
      },
      onError: () => toast.error('Failed to delete content plan'),
    });
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="outline" size="icon" aria-label={`Delete "${name}"`} disabled={remove.isPending}>
          <Trash2Icon aria-hidden className="text-destructive" />
        </Button>
      }
      title={<>Are you sure you want to delete &quot;{name}&quot;?</>}
      description="The plan and its 30 videos are removed for good, and its share link stops working."
      onConfirm={confirm}
    />
  );
}
