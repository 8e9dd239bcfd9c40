import { EyeIcon, LoaderCircleIcon, SendIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import type { TWelcomeEmailRecord } from '../../../../shared/welcome-sequence';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePreviewWelcomeSequenceEmail } from '../api/preview-welcome-sequence-email';
import { useSendWelcomeSequenceTest } from '../api/send-welcome-sequence-test';
import { SequencePreviewDialog } from './sequence-preview-dialog';
import { SEQUENCE_TEXTS as T, testSentText } from './sequence-texts';

interface Props {
  pageId: string;
  /** 1 for the first email. */
  number: number;
  /** "Email 2 · Day 2", the preview's title. */
  heading: string;
  /** The email as typed: what the preview shows. */
  email: { subject: string; body: string };
  /** The email as saved: what a test sends; none for an email added since. */
  saved: TWelcomeEmailRecord | undefined;
  /** It differs from the saved one. */
  changed: boolean;
  canRemove: boolean;
  onRemove: () => void;
}

/** Preview (the text as typed), Send me a test (the saved email, once per click) and Remove. */
export function SequenceEmailActions({ pageId, number, heading, email, saved, changed, canRemove, onRemove }: Props) {
  const preview = usePreviewWelcomeSequenceEmail();
  const [previewing, setPreviewing] = React.useState(false);
  const previewButton = React.useRef<HTMLButtonElement>(null);
  const openPreview = () => {
    preview.reset();
    preview.mutate({ pageId, email });
    setPreviewing(true);
  };

  const test = useSendWelcomeSequenceTest();
  // A double click lands before the button is off: the second finds this set.
  const testing = React.useRef(false);
  const sendTest = () => {
    if (!saved || testing.current) return;
    testing.current = true;
    test.mutate(
      { pageId, emailId: saved.id },
      {
        onSuccess: (r) => toast.success(testSentText(r.sent_to)),
        onError: (e) => toast.error(errorMessage(e, T.testFailed)),
        onSettled: () => {
          testing.current = false;
        },
      },
    );
  };
  const noteId = `sequence-email-${number}-test-note`;
  const note = !saved ? T.testUnsaved : changed ? T.testSavedVersion : null;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={previewButton}
          type="button"
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          onClick={openPreview}
        >
          <EyeIcon aria-hidden />
          {T.preview}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!saved || test.isPending}
          aria-describedby={note ? noteId : undefined}
          onClick={sendTest}
        >
          {test.isPending ? (
            <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <SendIcon aria-hidden />
          )}
          {test.isPending ? T.sending : T.sendTest}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto text-muted-foreground hover:text-destructive"
          disabled={!canRemove}
          aria-label={`${T.remove} email ${number}`}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
          {T.remove}
        </Button>
      </div>
      {note && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
      <SequencePreviewDialog
        open={previewing}
        onOpenChange={setPreviewing}
        opener={previewButton}
        heading={heading}
        preview={preview.data}
        error={preview.error ? errorMessage(preview.error, T.previewFailed) : null}
      />
    </div>
  );
}
