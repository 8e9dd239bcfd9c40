import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateOptinPage } from '../api/update-optin-page';
import { fieldOfRefusal } from './optin-page-errors';
import { OptinPageFields, optinPageResolver, type TOptinPageValues } from './optin-page-fields';
import { OPTIN_TEXTS } from './optin-page-texts';

const valuesOf = (p: TOptinPageRecord): TOptinPageValues => ({
  slug: p.slug,
  headline: p.headline,
  bullets: [...p.bullets],
  displayName: p.display_name,
});

/**
 * The page's address and text, edited in place (docs/product/audience.md); the same fields and checks
 * as when it was published. Loaded after the page's screen, with the form's checks.
 */
export function OptinPageEditor({ page }: { page: TOptinPageRecord }) {
  const update = useUpdateOptinPage();
  const form = useForm({ resolver: optinPageResolver, defaultValues: valuesOf(page) });
  const [formError, setFormError] = React.useState<string | null>(null);
  const saving = React.useRef(false);
  const { isDirty, isSubmitting } = form.formState;
  const busy = update.isPending || isSubmitting;

  const save = async (values: TOptinPageValues) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ id: page.id, content: values });
      form.reset(valuesOf(saved));
      toast.success(OPTIN_TEXTS.saved);
    } catch (e) {
      const message = errorMessage(e, 'The page could not be saved. Please try again.');
      const field = fieldOfRefusal(message);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      await form.handleSubmit(save)(e);
    } finally {
      saving.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid min-w-0 gap-5">
      <OptinPageFields form={form} idPrefix="page" savedSlug={page.slug} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty || busy}
          onClick={() => {
            form.reset(valuesOf(page));
            setFormError(null);
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty || busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
