import { CalendarPlusIcon } from 'lucide-react';
import * as React from 'react';
import type { TContentRow } from '../../../../shared/content-strategy';
import { dialogOnDemand } from '@/app/dialog-on-demand';
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
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CalendarPlusIcon aria-hidden />
        Download calendar
      </Button>
      <CalendarForm
        rows={rows}
        calName={calName}
        uidPrefix={uidPrefix}
        open={open}
        onOpenChange={setOpen}
        opener={opener}
      />
    </>
  );
}
