import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  API_TOKEN_NAME_MAX,
  type TApiTokenCreate,
  type TApiTokenCreated,
} from '../../../../shared/api-access';
import { FormAlert, FormField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { apiTokenKeys } from '../api/keys';
import { useCreateApiToken } from '../api/create-api-token';
import { EXPIRY_OPTIONS } from '../token-view';

const resolver = zodResolverOnDemand(() => import('../../../../shared/api-access').then((m) => m.ZApiTokenCreate));

const DEFAULTS: TApiTokenCreate = { name: '', scopes: ['read'], expiresInDays: 90 };

/** The select holds text; the request wants days, or null for a token that never expires. */
const toDays = (value: unknown) => (value === 'never' || value === null ? null : Number(value));

export function CreateTokenForm({ onCreated }: { onCreated: (created: TApiTokenCreated) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateApiToken();
  const form = useForm({ resolver, defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const [refusal, setRefusal] = React.useState<string | null>(null);
  // A second click can land before React disables the button: the ref turns it away at once.
  const sending = React.useRef(false);
  const busy = create.isPending || isSubmitting;

  const send = async (values: TApiTokenCreate) => {
    setRefusal(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (e) {
      setRefusal(errorMessage(e, 'The token could not be created. Please try again.'));
      // Refused at the limit: tokens made in another tab belong in the list too.
      void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
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
      <FormField id="api-token-name" label="Name" error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="e.g. Claude Desktop on my laptop"
          {...form.register('name')}
        />
      </FormField>
      <fieldset
        className="grid min-w-0 gap-3"
        aria-invalid={errors.scopes ? true : undefined}
        aria-describedby={errors.scopes ? 'api-token-scopes-error' : undefined}
      >
        <legend className="mb-3 text-sm font-medium">What it may do</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="flex min-w-0 items-start gap-3 text-sm">
            <input
              type="checkbox"
              value={scope}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              {...form.register('scopes')}
            />
            <span className="min-w-0">{API_SCOPE_LABELS[scope]}</span>
          </label>
        ))}
        {errors.scopes && (
          <p id="api-token-scopes-error" className="text-sm text-destructive">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      <SelectField
        id="api-token-expiry"
        label="Expires after"
        options={EXPIRY_OPTIONS}
        fieldClassName="sm:max-w-60"
        {...form.register('expiresInDays', { setValueAs: toDays })}
      />
      <FormAlert message={refusal} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create token'}
        </Button>
      </DialogFooter>
    </form>
  );
}
