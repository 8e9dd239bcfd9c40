import { DownloadIcon } from 'lucide-react';
import type { TContentRow } from '../../../../shared/content-strategy';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { downloadText } from '@/lib/download';
import { planToMarkdown } from '../plan-markdown';
import { CalendarDialog } from './calendar-dialog';
import { CopyButton } from '@/components/copy-button';

async function downloadCsv(rows: readonly TContentRow[]) {
  try {
    // Papaparse loads on the first download instead of with every plan.
    const { planToCsv, PLAN_CSV_FILENAME } = await import('../plan-csv');
    downloadText(PLAN_CSV_FILENAME, planToCsv(rows), 'text/csv;charset=utf-8');
    toast.success('Downloaded as CSV!');
  } catch {
    toast.error('The CSV file could not be made. Please try again.');
  }
}

/** Copy All (markdown table), Download CSV and the calendar file. */
export function ExportActions({
  rows,
  calName,
  uidPrefix,
}: {
  rows: readonly TContentRow[];
  calName: string;
  uidPrefix: string;
}) {
  return (
    <>
      <CopyButton text={() => planToMarkdown(rows)} label="Copy All" />
      <Button variant="outline" size="sm" onClick={() => void downloadCsv(rows)}>
        <DownloadIcon aria-hidden />
        Download CSV
      </Button>
      <CalendarDialog rows={rows} calName={calName} uidPrefix={uidPrefix} />
    </>
  );
}
