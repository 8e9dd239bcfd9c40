import { CalendarPlusIcon } from 'lucide-react';
import type { TContentRow } from '../../../../shared/content-strategy';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';

const CalendarForm = dialogOnDemand(
  () => import('./calendar-form'),
  'CalendarForm',
  (props) => props.open,
);

/** Download calendar: the button, and its dialog loaded on demand. */
export function CalendarDialog({
  rows,
  calName,
  uidPrefix,
}: {
  rows: readonly TContentRow[];
  calName: string;
  uidPrefix: string;
}) {
  const { trigger, dialog } = useDialogOpener();
  return (
    <>
      <Button variant="outline" size="sm" {...trigger}>
        <CalendarPlusIcon aria-hidden />
        Download calendar
      </Button>
      <CalendarForm rows={rows} calName={calName} uidPrefix={uidPrefix} {...dialog} />
    </>
  );
}
