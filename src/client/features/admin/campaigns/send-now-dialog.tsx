import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { recipientsText } from './campaign-status';

interface Props extends OpenedDialogProps {
  name: string;
  recipients: number;
  onConfirm: () => void;
}

/** The last question before a campaign leaves: to whom, and how many. Loaded on first open. */
export function SendNowDialog({ name, recipients, onConfirm, open, onOpenChange, opener }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <AlertDialogHeader>
          <AlertDialogTitle>Send to {recipientsText(recipients)} now?</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            “{name.trim() || 'This campaign'}” goes out at once, in small batches. You can pause it while it sends, but
            a mail that has left cannot be called back.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Send now</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
