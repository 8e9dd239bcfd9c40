import { ClockIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Badge } from '@/components/ui/badge';
import { SequenceCard } from './sequence-card';
import { SequenceForm } from './sequence-form';
import { sequenceResolver, valuesOf } from './sequence-form-values';
import { SequenceState } from './sequence-state';
import { SEQUENCE_TEXTS as T, waitingText } from './sequence-texts';
import { useWarnBeforeLeaving } from './sequence-unsaved';

/** A written sequence: its state, what waits for the daily limit, and its emails to edit. */
export function SequenceView({ sequence }: { sequence: TWelcomeSequenceRecord }) {
  const form = useForm({ resolver: sequenceResolver, defaultValues: valuesOf(sequence) });
  const { isDirty } = form.formState;
  useWarnBeforeLeaving(isDirty);
  const onRewritten = React.useCallback((s: TWelcomeSequenceRecord) => form.reset(valuesOf(s)), [form]);

  return (
    <SequenceCard
      description="Emails new subscribers get on the days after they confirm. Saved changes reach every email not sent yet."
      badges={
        <>
          <Badge variant={sequence.enabled ? 'success' : 'outline'} className="whitespace-nowrap">
            <span className="sr-only">Welcome sequence: </span>
            {sequence.enabled ? T.on : T.off}
          </Badge>
          {sequence.offline && <OfflineComposerBadge />}
        </>
      }
    >
      <div className="grid min-w-0 gap-6">
        <SequenceState sequence={sequence} dirty={isDirty} onRewritten={onRewritten} />
        {sequence.waiting_for_daily_limit > 0 && (
          <p className="flex gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
            <ClockIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{waitingText(sequence.waiting_for_daily_limit)}</span>
          </p>
        )}
        <SequenceForm form={form} sequence={sequence} />
      </div>
    </SequenceCard>
  );
}
