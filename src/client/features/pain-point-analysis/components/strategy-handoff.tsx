import { LightbulbIcon } from 'lucide-react';
import * as React from 'react';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { dialogOnDemand } from '@/app/dialog-on-demand';
import { Button } from '@/components/ui/button';

const StrategyHandoffForm = dialogOnDemand(
  () => import('./strategy-handoff-form'),
  'StrategyHandoffForm',
  (props) => props.open,
);

/** 'Build Content Strategy': the button, and the persona choice loaded on demand. */
export function StrategyHandoff({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  if (analysis.result.personas.length === 0) return null;
  return (
    <>
      <Button ref={opener} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <LightbulbIcon aria-hidden />
        Build Content Strategy
      </Button>
      <StrategyHandoffForm analysis={analysis} open={open} onOpenChange={setOpen} opener={opener} />
    </>
  );
}
