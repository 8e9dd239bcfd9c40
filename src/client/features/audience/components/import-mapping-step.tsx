import { ArrowLeftIcon, LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { SUBSCRIBER_IMPORT_LIMITS } from '../../../../shared/audience-subscribers';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';
import { useImportSubscribers } from '../api/import-subscribers';
import type { ChosenFile } from './import-dialog';
import { ImportSample } from './import-sample';
import type { TImportMapping } from './import-mapping-schema';
import type { TImportResultRecord } from '../../../../shared/audience-subscribers';

const resolver = zodResolverOnDemand(() => import('./import-mapping-schema').then((m) => m.ZImportMapping));

export const CONSENT_LABEL = 'How did these people agree to hear from you?';
export const CONSENT_HINT =
  'Imported subscribers are kept in your list but are not emailed until they confirm on one of your pages.';

interface Props {
  file: ChosenFile;
  onBack: () => void;
  onImported: (result: TImportResultRecord) => void;
}

/** Step 2: which column is which, and the consent the member states; then the import, sent once. */
export function ImportMappingStep({ file, onBack, onImported }: Props) {
  const { columns, guess } = file.preview;
  const importing = useImportSubscribers();
  const form = useForm<TImportMapping>({
    resolver,
    defaultValues: { email: guess.email ?? '', firstName: guess.first_name ?? '', consentBasis: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const consent = form.watch('consentBasis');
  // A double click validates twice before the button can turn off: only the first one sends.
  const sent = React.useRef(false);

  const onSubmit = form.handleSubmit(({ email, firstName, consentBasis }) => {
    if (sent.current) return;
    sent.current = true;
    return importing
      .mutateAsync({ csv: file.csv, mapping: { email, firstName: firstName || undefined }, consentBasis })
      .then(onImported, () => {
        sent.current = false;
      });
  });

  const busy = isSubmitting || importing.isPending;
  const hintIds = `import-consent-hint${errors.consentBasis ? ' import-consent-error' : ''}`;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid min-w-0 gap-5 wrap-anywhere">
      <ImportSample file={file} />
      <FormAlert message={importing.error?.message} />
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField id="import-email-column" label="Email column" error={errors.email?.message}>
          <NativeSelect className="w-full min-w-0" {...form.register('email')}>
            {/* Only when nothing looked like an address: a choice that cannot be chosen back. */}
            {!guess.email && (
              <option value="" disabled hidden>
                Choose a column
              </option>
            )}
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="import-name-column" label="First name column (optional)" error={errors.firstName?.message}>
          <NativeSelect className="w-full min-w-0" {...form.register('firstName')}>
            <option value="">None</option>
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="import-consent">{CONSENT_LABEL}</Label>
        <Textarea
          id="import-consent"
          rows={3}
          className="max-h-48"
          placeholder="For example: they signed up for my newsletter on my website in 2024."
          aria-invalid={errors.consentBasis ? true : undefined}
          aria-describedby={hintIds}
          aria-required
          {...form.register('consentBasis')}
        />
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          <p id="import-consent-hint">{CONSENT_HINT}</p>
          <span className="shrink-0 tabular-nums" aria-hidden>
            {consent.length}/{SUBSCRIBER_IMPORT_LIMITS.consentMax}
          </span>
        </div>
        {errors.consentBasis && (
          <p id="import-consent-error" className="text-sm text-destructive">
            {errors.consentBasis.message}
          </p>
        )}
      </div>
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon aria-hidden />
          Choose another file
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />}
          {busy ? 'Importing...' : 'Import'}
        </Button>
      </DialogFooter>
    </form>
  );
}
