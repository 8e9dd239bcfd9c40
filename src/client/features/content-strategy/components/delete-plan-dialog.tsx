import { Trash2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`Delete "${name}"`} disabled={remove.isPending}>
          <Trash2Icon aria-hidden className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete &quot;{name}&quot;?</AlertDialogTitle>
          <AlertDialogDescription>
            The plan and its 30 videos are removed for good, and its share link stops working.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
