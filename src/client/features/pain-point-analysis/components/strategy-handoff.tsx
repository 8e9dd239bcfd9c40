import { LightbulbIcon } from 'lucide-react';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';

const StrategyHandoffForm = dialogOnDemand(
  () => import('./strategy-handoff-form'),
  'StrategyHandoffForm',
  (props) => props.open,
);

/** 'Build Content Strategy': the button, and the persona choice loaded on demand. */
export function StrategyHandoff({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const { trigger, dialog } = useDialogOpener();
  if (analysis.result.personas.length === 0) return null;
  return (
    <>
      <Button {...trigger}>
        <LightbulbIcon aria-hidden />
        Build Content Strategy
      </Button>
      <StrategyHandoffForm analysis={analysis} {...dialog} />
    </>
  );
}
