import * as React from 'react';
import type { TImportPreviewRecord, TImportResultRecord } from '../../../../shared/audience-subscribers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { ImportFileStep } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportResultStep } from './import-result-step';

export interface ChosenFile {
  name: string;
  csv: string;
  preview: TImportPreviewRecord;
}

type Step = { at: 'file' } | { at: 'mapping'; file: ChosenFile } | { at: 'result'; result: TImportResultRecord };

const STEPS = { file: 1, mapping: 2, result: 3 } as const;

const DESCRIPTIONS = {
  file: 'Choose a CSV file with a header line and one subscriber per line.',
  mapping: 'Tell us which columns hold the email address and the first name, and how these people agreed.',
  result: 'What the import added, and the rows it skipped.',
} as const;

/** Import subscribers from a CSV file: choose the file, map its columns, see what was added. */
export function ImportDialog({ open, onOpenChange, opener }: OpenedDialogProps) {
  const [step, setStep] = React.useState<Step>({ at: 'file' });
  const restoreFocus = focusOnClose(opener);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="min-w-0 sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          // Closed: the next open starts again with a file.
          setStep({ at: 'file' });
          restoreFocus(event);
        }}
      >
        <DialogHeader>
          <DialogTitle>Import subscribers</DialogTitle>
          <DialogDescription>
            <span className="block font-medium text-foreground">Step {STEPS[step.at]} of 3</span>
            {DESCRIPTIONS[step.at]}
          </DialogDescription>
        </DialogHeader>
        {step.at === 'file' ? (
          <ImportFileStep onChosen={(file) => setStep({ at: 'mapping', file })} />
        ) : step.at === 'mapping' ? (
          <ImportMappingStep
            file={step.file}
            onBack={() => setStep({ at: 'file' })}
            onImported={(result) => setStep({ at: 'result', result })}
          />
        ) : (
          <ImportResultStep
            result={step.result}
            onAnother={() => setStep({ at: 'file' })}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
