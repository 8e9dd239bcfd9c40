import { CalendarPlusIcon } from 'lucide-react';
import * as React from 'react';
import type { TContentRow } from '../../../../shared/content-strategy';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { downloadText } from '@/lib/download';

/** Tomorrow on the user's own calendar, as YYYY-MM-DD: a plan usually starts the next day. */
function tomorrow() {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface CalendarFormProps extends OpenedDialogProps {
  rows: readonly TContentRow[];
  calName: string;
  /** Keeps event ids stable per plan, so a second import updates instead of doubling. */
  uidPrefix: string;
}

/** Download calendar's dialog: the start date, then the .ics file. Loaded on first open. */
export function CalendarForm({ rows, calName, uidPrefix, open, onOpenChange, opener }: CalendarFormProps) {
  const [start, setStart] = React.useState(tomorrow);
  const [error, setError] = React.useState<string | null>(null);

  async function download(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return setError('Pick the day your plan starts.');
    try {
      // Loaded on demand: the calendar writer is only needed by people who click here.
      const { planToIcs, PLAN_ICS_FILENAME } = await import('../plan-calendar');
      downloadText(PLAN_ICS_FILENAME, planToIcs(rows, start, { uidPrefix, calName }), 'text/calendar');
      toast.success('Downloaded calendar!');
      onOpenChange(false);
    } catch {
      setError('The calendar could not be made. Check the start date and try again.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <form onSubmit={(e) => void download(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add your plan to a calendar</DialogTitle>
            <DialogDescription>
              One all-day event per video, day 1 on the date you pick. Google Calendar, Outlook and Apple Calendar
              import the .ics file.
            </DialogDescription>
          </DialogHeader>
          <FormAlert message={error} />
          <FormField id="calendar-start" label="First day of the plan">
            <Input type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="submit">
              <CalendarPlusIcon aria-hidden />
              Download .ics
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
