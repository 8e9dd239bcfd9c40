import { Skeleton } from '@/components/ui/skeleton';
import { partialItems, partialObject, partialStrings, partialText } from '@/components/generation-draft';

type Report = Record<string, unknown>;

const LISTS = [
  { key: 'strengths', label: 'Strengths' },
  { key: 'weaknesses', label: 'Weaknesses' },
  { key: 'content_themes', label: 'Content themes' },
];

/** The reports written so far that have the competitor's name (a number in its place is not one). */
export const namedReports = (partial: unknown): Report[] =>
  partialItems(partial, 'analyses', ['competitor_name']).filter((r) => typeof r.competitor_name === 'string');

/** One competitor's report while it is written: summary, its three lists and the insights named so far. */
function ReportDraft({ report }: { report: Report }) {
  const summary = partialObject(report, 'analysis_summary');
  const description = partialText(summary, 'description');
  const insights = partialItems(report, 'insights', ['title']).filter((i) => typeof i.title === 'string');
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-4 text-left text-sm" data-testid="report-draft">
      <div className="grid min-w-0 gap-0.5">
        <h3 className="text-base font-semibold break-words">{report.competitor_name as string}</h3>
        <p className="break-all text-muted-foreground">{partialText(report, 'competitor_handle')}</p>
      </div>
      {description ? (
        <p className="break-words">{description}</p>
      ) : (
        <div aria-hidden className="grid gap-1.5">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-3/4" />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {LISTS.map(({ key, label }) => {
          const items = partialStrings(summary, key);
          return (
            <div key={key} className="grid min-w-0 content-start gap-1">
              <h4 className="font-medium">{label}</h4>
              {items.length ? (
                <ul className="grid list-disc gap-1 pl-5 break-words">
                  {items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : (
                <Skeleton aria-hidden className="h-3.5 w-2/3" />
              )}
            </div>
          );
        })}
      </div>
      {insights.length > 0 && (
        <div className="grid min-w-0 gap-1">
          <h4 className="font-medium">Insights ({insights.length})</h4>
          <ul className="grid list-disc gap-1 pl-5 break-words">
            {insights.map((insight, i) => (
              <li key={i}>{insight.title as string}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** A card per competitor in the order given: its report as it is written, a skeleton until it starts. */
export function ReportDrafts({ reports, expected }: { reports: Report[]; expected: number }) {
  return (
    <ul className="grid w-full gap-3" aria-label="Reports written so far">
      {reports.map((r, i) => (
        <ReportDraft key={i} report={r} />
      ))}
      {Array.from({ length: Math.max(0, expected - reports.length) }, (_, i) => (
        <li key={`next-${i}`} aria-hidden>
          <Skeleton className="h-40 w-full rounded-lg" />
        </li>
      ))}
    </ul>
  );
}
