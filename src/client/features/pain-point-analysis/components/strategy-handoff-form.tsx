import * as React from 'react';
import { Link } from 'react-router';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { strategyLink } from '../strategy-prefill';

export interface StrategyHandoffFormProps extends OpenedDialogProps {
  analysis: TPainPointAnalysisRecord;
}

/** The handoff's dialog: the user picks whose plan it is; the wizard opens with that persona's pains. */
export function StrategyHandoffForm({ analysis, open, onOpenChange, opener }: StrategyHandoffFormProps) {
  const personas = analysis.result.personas;
  const [picked, setPicked] = React.useState(0);
  const persona = personas[picked] ?? personas[0];
  if (!persona) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <DialogHeader>
          <DialogTitle>Build a content strategy for one persona</DialogTitle>
          <DialogDescription>
            The 30-day plan wizard opens with your product as the niche, this persona as the audience and their pain
            points filled in. You can change any of it there.
          </DialogDescription>
        </DialogHeader>
        <RadioGroup value={String(picked)} onValueChange={(v) => setPicked(Number(v))} aria-label="Persona">
          {personas.map((p, i) => (
            <div key={p.name} className="flex items-start gap-3 rounded-lg border p-3">
              <RadioGroupItem value={String(i)} id={`ppa-persona-${i}`} className="mt-0.5" />
              <Label htmlFor={`ppa-persona-${i}`} className="grid min-w-0 gap-1 font-normal">
                <span className="font-medium break-words">{p.name}</span>
                <span className="line-clamp-2 text-xs break-words text-muted-foreground">{p.demographics}</span>
              </Label>
            </div>
          ))}
        </RadioGroup>
        <DialogFooter>
          <Button asChild>
            <Link to={strategyLink(analysis, persona)}>Open the wizard</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
