import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type TNewsletterSubscribe,
  ZNewsletterSubscribe,
} from '../../../../shared/newsletter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const form = useForm<TNewsletterSubscribe>({
    resolver: zodResolver(ZNewsletterSubscribe),
    defaultValues: { email: '' },
  });
  // The form's own pending state, not a query mutation: the landing page carries no query library.
  const pending = form.formState.isSubmitting;
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) =>
    subscribeNewsletter(values).then(
      () => {
        form.reset();
        toast.success(NEWSLETTER_SUBSCRIBED_MESSAGE);
      },
      (e: unknown) => toast.error(errorMessage(e, 'You could not be subscribed. Please try again.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-labelledby="newsletter-title">
      <p id="newsletter-title" className="text-sm font-semibold">
        Newsletter
      </p>
      <p className="text-sm text-muted-foreground">One short email a month with personal-branding tips.</p>
      <Label htmlFor="newsletter-email" className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-2 min-[420px]:flex-row lg:flex-col xl:flex-row">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
