import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { AUDIENCE_MESSAGES, optinTypeWords, type TOptinPageDraft } from '../../../../shared/audience-texts';
import { FormAlert } from '@/components/form-field';
import { ListError } from '@/components/saved-results/list-states';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { ensureToaster } from '@/lib/toast';
import { useOptinPageDraft } from '../api/get-optin-page-draft';
import { optinPageKeys } from '../api/optin-page-keys';
import { usePublishOptinPage } from '../api/publish-optin-page';
import { fieldOfRefusal } from './optin-page-errors';
import { OptinPageFields, optinPageResolver, type TOptinPageValues } from './optin-page-fields';
import { OptinPagePreview } from './optin-page-preview';
import { focusPanelWhenReady } from './optin-page-focus';
import { publicUrl } from './optin-page-texts';

export interface PublishedMagnet {
  id: string;
  title: string;
  lead_magnet_type: string;
}

/** The drafted text as the form's fields, which are the request's (camelCase). */
const valuesOf = (d: TOptinPageDraft): TOptinPageValues => ({
  slug: d.slug,
  headline: d.headline,
  bullets: [...d.bullets],
  displayName: d.display_name,
});

/** 'Your opt-in page is live', with its address as a link to open it. */
function toastLive(url: string) {
  ensureToaster();
  void import('sonner').then(({ toast }) =>
    toast.success(AUDIENCE_MESSAGES.published, {
      description: (
        <a href={url} target="_blank" rel="noreferrer" className="break-all underline underline-offset-2">
          {url}
        </a>
      ),
    }),
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the page's text" className="grid gap-5">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className={i > 1 && i < 5 ? 'h-14' : 'h-9'} />
        </div>
      ))}
    </div>
  );
}

interface FormProps {
  magnet: PublishedMagnet;
  draft: TOptinPageDraft;
  onPublished: () => void;
}

function PublishForm({ magnet, draft, onPublished }: FormProps) {
  const queryClient = useQueryClient();
  const publish = usePublishOptinPage();
  const form = useForm({ resolver: optinPageResolver, defaultValues: valuesOf(draft) });
  const [formError, setFormError] = React.useState<string | null>(null);
  // A second click lands before React disables the button: the ref turns it away at once.
  const sending = React.useRef(false);
  const busy = publish.isPending || form.formState.isSubmitting;
  // The dialog opened on its placeholder: once the text is in, typing starts at the address.
  React.useEffect(() => form.setFocus('slug'), [form]);

  const send = async (values: TOptinPageValues) => {
    setFormError(null);
    try {
      const page = await publish.mutateAsync({ leadMagnetId: magnet.id, ...values });
      toastLive(publicUrl(page.path));
      onPublished();
    } catch (e) {
      const message = errorMessage(e, 'The page could not be published. Please try again.');
      const field = fieldOfRefusal(message);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      // Published meanwhile from another tab: the result screen shows that page instead.
      if (message === AUDIENCE_MESSAGES.alreadyPublished)
        void queryClient.invalidateQueries({ queryKey: optinPageKeys.ofLeadMagnet(magnet.id) });
    }
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await form.handleSubmit(send)(e);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 gap-5">
      <div className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,1fr)_15rem]">
        <OptinPageFields form={form} idPrefix="publish" />
        <div className="hidden md:block">
          <OptinPagePreview
            form={form}
            words={optinTypeWords(magnet.lead_magnet_type)}
            base={`${window.location.host}/l/`}
          />
        </div>
      </div>
      <FormAlert message={formError} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? 'Publishing...' : 'Publish'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DraftedForm({ magnet, onPublished }: Omit<FormProps, 'draft'>) {
  const draft = useOptinPageDraft(magnet.id);
  if (draft.isPending) return <FormSkeleton />;
  if (draft.isError)
    return (
      <ListError
        message={errorMessage(draft.error, 'The page could not be drafted.')}
        onRetry={() => void draft.refetch()}
      />
    );
  return <PublishForm magnet={magnet} draft={draft.data} onPublished={onPublished} />;
}

interface Props extends OpenedDialogProps {
  magnet: PublishedMagnet;
}

/**
 * "Publish opt-in page" (docs/product/audience.md): the page's text drafted from the lead magnet, to
 * edit before it goes live at `/l/{address}`. Loaded when the button is first pressed.
 */
export function OptinPublishDialog({ magnet, open, onOpenChange, opener }: Props) {
  const published = React.useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) published.current = false;
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="sm:max-w-3xl"
        onCloseAutoFocus={(e) => {
          // Once published the button is gone: the panel that took its place gets the focus.
          if (published.current) {
            e.preventDefault();
            focusPanelWhenReady();
          } else if (opener.current) {
            e.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Publish opt-in page</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            A public page where visitors leave their email to get &quot;{magnet.title}&quot;. You can change its text or
            take it offline at any time.
          </DialogDescription>
        </DialogHeader>
        <DraftedForm
          magnet={magnet}
          onPublished={() => {
            published.current = true;
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
