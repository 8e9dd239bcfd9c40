import { FileUpIcon, LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import { SUBSCRIBER_IMPORT_LIMITS } from '../../../../shared/audience-subscribers';
import { FormAlert } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { usePreviewSubscriberImport } from '../api/preview-subscriber-import';
import type { ChosenFile } from './import-dialog';
import { type ReadCsv, readCsvFile } from './import-file';

const MB = SUBSCRIBER_IMPORT_LIMITS.bytes / 1024 / 1024;

/** Step 1: the file, checked here (size, text), then read by the server for its columns. */
export function ImportFileStep({ onChosen }: { onChosen: (file: ChosenFile) => void }) {
  const preview = usePreviewSubscriberImport();
  const [error, setError] = React.useState<string | null>(null);
  const [reading, setReading] = React.useState(false);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setError(null);
    if (!file) return;
    setReading(true);
    const read: ReadCsv = await readCsvFile(file).catch(() => ({
      error: 'The file could not be read. Choose it again.',
    }));
    if (read.error !== undefined) {
      setReading(false);
      setError(read.error);
      // The same file chosen again after fixing it must count as a change.
      input.value = '';
      return;
    }
    const csv = read.csv;
    preview.mutate(csv, {
      onSuccess: (answer) => onChosen({ name: file.name, csv, preview: answer }),
      onError: (e) => {
        setError(errorMessage(e, 'The file could not be read. Please try again.'));
        input.value = '';
      },
      onSettled: () => setReading(false),
    });
  };

  const busy = reading || preview.isPending;
  return (
    <div className="grid min-w-0 gap-4 wrap-anywhere">
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <FileUpIcon aria-hidden className="size-8 text-muted-foreground" />
        <div className="grid w-full max-w-sm gap-2 text-left">
          <Label htmlFor="import-file">CSV file</Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            disabled={busy}
            aria-describedby="import-file-hint"
            aria-invalid={error ? true : undefined}
            className="cursor-pointer"
            onChange={(e) => void choose(e.currentTarget)}
          />
          <p id="import-file-hint" className="text-xs text-muted-foreground">
            Up to {MB} MB. The first line names the columns, for example: email, first_name. Export it from your
            spreadsheet or your old mailing tool as CSV.
          </p>
        </div>
      </div>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircleIcon aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          Reading the file...
        </p>
      )}
      <FormAlert message={error} />
    </div>
  );
}
