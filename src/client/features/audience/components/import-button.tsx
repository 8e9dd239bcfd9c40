import { UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';

const ImportDialog = dialogOnDemand(
  () => import('./import-dialog'),
  'ImportDialog',
  (props) => props.open,
);

/** The screen's primary action: the import dialog, whose code loads once the page is idle. */
export function ImportButton() {
  const { trigger, dialog } = useDialogOpener();
  return (
    <>
      <Button {...trigger}>
        <UploadIcon aria-hidden />
        Import subscribers
      </Button>
      <ImportDialog {...dialog} />
    </>
  );
}
