import { LoaderCircleIcon, MailPlusIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { WELCOME_MESSAGES } from '../../../../shared/welcome-sequence';
import { FormAlert } from '@/components/form-field';
import { StopGeneration } from '@/components/generation-draft';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWriteWelcomeSequence } from '../api/write-welcome-sequence';
import { SequenceCard } from './sequence-card';
import { SequenceDrafts } from './sequence-drafts';
import { SEQUENCE_TEXTS as T } from './sequence-texts';

/** No sequence yet: what it is, and the one action that writes it (one request per click). */
export function SequenceEmpty({ pageId }: { pageId: string }) {
  const write = useWriteWelcomeSequence();
  const [failure, setFailure] = React.useState<string | null>(null);
  const run = () => {
    setFailure(null);
    write.mutate(pageId, {
      onSuccess: () => toast.success(WELCOME_MESSAGES.written),
      onError: (e) => setFailure(errorMessage(e, T.writeFailed)),
    });
  };
  return (
    <SequenceCard>
      <div className="grid justify-items-center gap-4 py-2 text-center">
        <MailPlusIcon aria-hidden className="size-10 text-muted-foreground" />
        <p className="max-w-md text-pretty">{T.intro}</p>
        <div className="grid justify-items-center gap-2">
          <Button type="button" disabled={write.isPending} onClick={run}>
            {write.isPending ? (
              <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
            ) : (
              <SparklesIcon aria-hidden />
            )}
            {write.isPending ? T.writing : T.write}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {write.isPending ? T.writingNote : ''}
          </p>
          {write.isPending && <StopGeneration onStop={write.stop} />}
        </div>
        {write.isPending && <SequenceDrafts partial={write.partial} />}
        {failure && (
          <div className="w-full max-w-md text-left">
            <FormAlert message={failure} />
          </div>
        )}
      </div>
    </SequenceCard>
  );
}
