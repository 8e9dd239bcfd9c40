import * as React from 'react';
import { type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import type { TOptinPageContent } from '../../../../shared/audience';
import { OPTIN_LIMITS } from '../../../../shared/audience-texts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';

/** The page's text after the schema trimmed it: what is sent. */
export interface TOptinPageValues {
  slug: string;
  headline: string;
  bullets: string[];
  displayName: string;
}

export type OptinPageForm = UseFormReturn<TOptinPageContent, unknown, TOptinPageValues>;

/** The same checks as the server's (`ZOptinPageContent`), loaded with the form rather than with the page. */
export const optinPageResolver = zodResolverOnDemand<TOptinPageContent, TOptinPageValues>(() =>
  import('../../../../shared/audience').then((m) => m.ZOptinPageContent),
);

export const SLUG_HINT = 'Lower-case letters, digits and hyphens';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** Under the control, left: what the field takes. */
  hint?: React.ReactNode;
  /** Under the control, right: the characters used of the limit. */
  count?: { value: string; max: number };
  children: React.ReactElement<React.InputHTMLAttributes<HTMLElement>>;
}

/** A labelled control with its hint, its counter and its message, all read out with it. */
function Field({ id, label, error, hint, count, children }: FieldProps) {
  const described = [hint && `${id}-hint`, count && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  const over = count ? count.value.length > count.max : false;
  const control = React.cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {control}
      {(hint || count) && (
        <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
          {hint ? <p id={`${id}-hint`}>{hint}</p> : <span />}
          {count && (
            <p id={`${id}-count`} className={cn('shrink-0 tabular-nums', over && 'font-medium text-destructive')}>
              <span className="sr-only">Characters used: </span>
              {count.value.length}/{count.max}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm wrap-anywhere text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The headline and bullets are single lines that wrap as they are typed (textareas, so a long one can
 * be read whole): Enter sends the form, as it would from an input, instead of breaking the line.
 */
const oneLine = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
};

/** The message of the bullets as a group: the zod length rule or a refusal the server gave for them. */
const groupError = (e: unknown) => {
  const err = e as (FieldError & { root?: FieldError }) | undefined;
  return err?.root?.message ?? err?.message;
};

interface Props {
  form: OptinPageForm;
  /** Keeps ids unique when the dialog and the page both hold a form. */
  idPrefix: string;
  /** Under the address while it differs from the live one: shared links to the old one stop working. */
  savedSlug?: string;
}

/** Address, headline, three bullet points and the name shown (docs/product/audience.md). */
export function OptinPageFields({ form, idPrefix, savedSlug }: Props) {
  const { register, control } = form;
  const { errors } = form.formState;
  const [slug = '', headline = '', bullets = [], name = ''] = useWatch({
    control,
    name: ['slug', 'headline', 'bullets', 'displayName'],
  });
  const id = (field: string) => `${idPrefix}-${field}`;
  const moved = savedSlug !== undefined && slug.trim() !== savedSlug;

  return (
    <div className="grid min-w-0 gap-5">
      <Field
        id={id('slug')}
        label="Address"
        error={errors.slug?.message}
        hint={
          <>
            {SLUG_HINT}
            {moved && <span className="block text-warning">Links to the old address will stop working.</span>}
          </>
        }
      >
        <AddressInput {...register('slug')} />
      </Field>
      <Field
        id={id('headline')}
        label="Headline"
        error={errors.headline?.message}
        count={{ value: headline, max: OPTIN_LIMITS.headline }}
      >
        <Textarea
          rows={1}
          autoComplete="off"
          className="min-h-9 resize-none"
          onKeyDown={oneLine}
          {...register('headline')}
        />
      </Field>
      <fieldset
        className="grid min-w-0 gap-4"
        aria-describedby={groupError(errors.bullets) ? id('bullets-error') : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Bullet points</legend>
        {[0, 1, 2].map((i) => (
          <Field
            key={i}
            id={id(`bullet-${i + 1}`)}
            label={`Bullet point ${i + 1}`}
            error={errors.bullets?.[i]?.message}
            count={{ value: bullets[i] ?? '', max: OPTIN_LIMITS.bullet }}
          >
            <Textarea rows={1} className="min-h-9 resize-none" onKeyDown={oneLine} {...register(`bullets.${i}`)} />
          </Field>
        ))}
        {groupError(errors.bullets) && (
          <p id={id('bullets-error')} className="text-sm text-destructive">
            {groupError(errors.bullets)}
          </p>
        )}
      </fieldset>
      <Field
        id={id('name')}
        label="Your name as shown"
        error={errors.displayName?.message}
        hint="The page and its emails come from this name."
        count={{ value: name, max: OPTIN_LIMITS.displayName }}
      >
        <Input autoComplete="name" {...register('displayName')} />
      </Field>
    </div>
  );
}

/** The slug's input behind the fixed `/l/` every page's address starts with. */
function AddressInput({ id, className, ...input }: React.ComponentProps<'input'>) {
  return (
    <div className="flex min-w-0 items-stretch rounded-md shadow-xs">
      <span
        aria-hidden
        className="flex shrink-0 items-center rounded-l-md border border-r-0 border-input bg-muted px-3 font-mono text-sm whitespace-nowrap text-muted-foreground"
      >
        /l/
      </span>
      <Input
        id={id}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        className={cn('rounded-l-none font-mono shadow-none', className)}
        {...input}
      />
    </div>
  );
}
