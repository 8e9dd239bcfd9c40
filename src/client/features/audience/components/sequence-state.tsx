import { LoaderCircleIcon, PauseIcon, PlayIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { WELCOME_MESSAGES, type TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { StopGeneration } from '@/components/generation-draft';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSwitchWelcomeSequence } from '../api/switch-welcome-sequence';
import { useWriteWelcomeSequence } from '../api/write-welcome-sequence';
import { SequenceConfirm } from './sequence-confirm';
import { onSince, SEQUENCE_TEXTS as T } from './sequence-texts';

const BUSY = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

interface Props {
  sequence: TWelcomeSequenceRecord;
  /** The form has changes not saved yet: the confirmations say what becomes of them. */
  dirty: boolean;
  /** A new sequence was written: the form takes its emails. */
  onRewritten: (sequence: TWelcomeSequenceRecord) => void;
}

/**
 * On since when, or off; Turn on (after a confirmation) and Turn off, each sent once however often it
 * is clicked; and, only while off, writing the sequence again after a confirmation.
 */
export function SequenceState({ sequence, dirty, onRewritten }: Props) {
  const pageId = sequence.page_id;
  const change = useSwitchWelcomeSequence();
  const write = useWriteWelcomeSequence();
  const [confirming, setConfirming] = React.useState<'on' | 'rewrite' | null>(null);
  const switchButton = React.useRef<HTMLButtonElement>(null);
  const rewriteButton = React.useRef<HTMLButtonElement>(null);
  // A double click lands before the button is disabled: the second one finds this set and does nothing.
  const switching = React.useRef(false);
  const on = sequence.enabled;
  // Busy buttons stay focusable (aria-disabled), so a closing confirmation can give the focus back to them.
  const busy = change.isPending || write.isPending;

  const apply = (turnOn: boolean) => {
    if (switching.current) return;
    switching.current = true;
    change.mutate(
      { pageId, on: turnOn },
      {
        onSuccess: () => toast.success(turnOn ? WELCOME_MESSAGES.enabled : WELCOME_MESSAGES.disabled),
        onError: (e) => toast.error(errorMessage(e, T.switchFailed)),
        onSettled: () => {
          switching.current = false;
        },
      },
    );
  };
  const rewrite = () =>
    write.mutate(pageId, {
      onSuccess: (written) => {
        onRewritten(written);
        toast.success(WELCOME_MESSAGES.written);
      },
      onError: (e) => toast.error(errorMessage(e, T.writeFailed)),
    });

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <p className="min-w-0 flex-1 basis-56 text-sm" aria-live="polite">
        {on && sequence.enabled_at ? (
          <time dateTime={sequence.enabled_at}>{onSince(sequence.enabled_at)}</time>
        ) : (
          <span className="text-muted-foreground">{T.offNote}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {write.isPending && <StopGeneration onStop={write.stop} />}
        {!on && (
          <Button
            ref={rewriteButton}
            type="button"
            variant="outline"
            className={BUSY}
            aria-disabled={busy || undefined}
            aria-haspopup="dialog"
            onClick={() => !busy && setConfirming('rewrite')}
          >
            {write.isPending ? (
              <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
            ) : (
              <SparklesIcon aria-hidden />
            )}
            {write.isPending ? T.writing : T.rewrite}
          </Button>
        )}
        <Button
          ref={switchButton}
          type="button"
          variant={on ? 'outline' : 'default'}
          className={BUSY}
          aria-disabled={busy || undefined}
          aria-haspopup={on ? undefined : 'dialog'}
          onClick={() => !busy && (on ? apply(false) : setConfirming('on'))}
        >
          {change.isPending ? (
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : on ? (
            <PauseIcon aria-hidden />
          ) : (
            <PlayIcon aria-hidden />
          )}
          {on ? T.turnOff : T.turnOn}
        </Button>
      </div>
      <SequenceConfirm
        open={confirming === 'on'}
        onOpenChange={(open) => setConfirming(open ? 'on' : null)}
        title={T.turnOnTitle}
        description={T.turnOnBody}
        note={dirty ? T.turnOnUnsaved : null}
        confirmLabel={T.turnOn}
        onConfirm={() => apply(true)}
        opener={switchButton}
      />
      <SequenceConfirm
        open={confirming === 'rewrite'}
        onOpenChange={(open) => setConfirming(open ? 'rewrite' : null)}
        title={T.rewriteTitle}
        description={T.rewriteBody}
        note={dirty ? T.rewriteUnsaved : null}
        confirmLabel={T.rewriteConfirm}
        onConfirm={rewrite}
        opener={rewriteButton}
      />
    </div>
  );
}
