import { ChartColumnIcon, PlusIcon } from 'lucide-react';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { Button } from '@/components/ui/button';
import { AnalysisCard } from './analysis-card';

interface Props {
  analyses: readonly TSavedCompetitorAnalysis[];
  onNew: () => void;
}

export function AnalysesTab({ analyses, onNew }: Props) {
  if (analyses.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-12 text-center">
        <ChartColumnIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">No analyses yet</p>
        <Button onClick={onNew}>
          <PlusIcon aria-hidden />
          Create First Analysis
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {analyses.map((a) => (
        <li key={a.id} className="grid min-w-0">
          <AnalysisCard analysis={a} />
        </li>
      ))}
    </ul>
  );
}
