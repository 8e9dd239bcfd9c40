import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { TImportResultRecord } from '../../../../shared/audience-subscribers';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

const n = (x: number) => x.toLocaleString('en-US');

/** '3 imported, 1 already on your list, 1 row skipped'. */
export function importSummary({ imported, merged, invalid_total }: TImportResultRecord): string {
  return `${n(imported)} imported, ${n(merged)} already on your list, ${n(invalid_total)} ${
    invalid_total === 1 ? 'row' : 'rows'
  } skipped`;
}

interface Props {
  result: TImportResultRecord;
  onAnother: () => void;
  onDone: () => void;
}

/** Step 3: what the import did, and each skipped row by its line in the file. */
export function ImportResultStep({ result, onAnother, onDone }: Props) {
  const { invalid, invalid_total } = result;
  const more = invalid_total - invalid.length;
  return (
    <div className="grid min-w-0 gap-4 wrap-anywhere">
      <p role="status" className="flex items-start gap-2 font-medium">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        {importSummary(result)}
      </p>
      {invalid.length > 0 && (
        <div className="grid min-w-0 gap-2">
          <h3 className="flex items-center gap-2 text-sm font-medium">
            <TriangleAlertIcon aria-hidden className="size-4 text-warning" />
            Skipped rows
          </h3>
          <ul
            className="max-h-56 min-w-0 overflow-y-auto rounded-lg border text-sm"
            tabIndex={0}
            aria-label="Skipped rows"
          >
            {invalid.map((row) => (
              <li key={row.line} className="border-b px-3 py-1.5 last:border-b-0">
                Line {row.line}: {row.reason}
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p className="text-xs text-muted-foreground">
              And {n(more)} more {more === 1 ? 'row' : 'rows'}, not listed here.
            </p>
          )}
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onAnother}>
          Import another file
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
