import type { ChosenFile } from './import-dialog';

const n = (x: number) => x.toLocaleString('en-US');

/** The file's columns and first rows, as the server read them, so the member can tell which is which. */
export function ImportSample({ file }: { file: ChosenFile }) {
  const { columns, sample, rows } = file.preview;
  return (
    <div className="grid min-w-0 gap-2">
      <p className="text-sm">
        <span className="font-medium break-all">{file.name}</span>: {n(rows)} {rows === 1 ? 'row' : 'rows'} and{' '}
        {columns.length} {columns.length === 1 ? 'column' : 'columns'}. The first rows:
      </p>
      {/* Focusable, so a keyboard can scroll a wide file sideways inside the dialog. */}
      <div
        className="max-h-56 min-w-0 overflow-auto rounded-lg border"
        tabIndex={0}
        role="region"
        aria-label="The first rows of the file"
      >
        <table className="w-full text-xs">
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="max-w-48 truncate px-2 py-1.5 font-medium whitespace-nowrap"
                  title={c}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {sample.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) => (
                  <td key={c} className="max-w-48 truncate px-2 py-1.5 whitespace-nowrap" title={row[j]}>
                    {row[j]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
