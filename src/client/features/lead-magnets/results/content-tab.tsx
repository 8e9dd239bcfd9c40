import type { TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { CopyButton } from '@/components/copy-button';
import { leadMagnetJson } from '../lead-magnet-text';
import { Pills, SectionCard } from './section-card';

/** The Content tab: what the lead magnet was built from, and the generated content as JSON. */
export function ContentTab({ magnet: m }: { magnet: TLeadMagnetRecord }) {
  const json = leadMagnetJson(m.generated_content);
  return (
    <div className="grid min-w-0 gap-4">
      <SectionCard title="Details">
        <dl className="grid gap-3">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Target audience</dt>
            <dd className="wrap-anywhere">{m.target_audience}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Industry</dt>
            <dd>{m.industry}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Pain points</dt>
            <dd>
              <Pills items={m.pain_points} label="Pain points" />
            </dd>
          </div>
        </dl>
      </SectionCard>
      <SectionCard title="Generated Content">
        <div>
          <CopyButton text={() => json} label="Copy JSON" />
        </div>
        <pre
          className="max-h-[600px] overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap wrap-anywhere"
          data-testid="lm-json"
          tabIndex={0}
          aria-label="Generated content as JSON"
        >
          {json}
        </pre>
      </SectionCard>
    </div>
  );
}
