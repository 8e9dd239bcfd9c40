import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ZRequestReset } from '../../../../shared/auth';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SubmitButton } from './submit-button';

const schema = ZRequestReset.pick({ email: true });

export function ForgotPasswordForm({ onBack, notice }: { onBack: () => void; notice?: string | undefined }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      () => toast.success('Password reset email sent! Please check your inbox.'),
      (error: unknown) => toast.error(errorMessage(error, 'The reset email could not be sent. Please try again.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {notice && <FormAlert message={notice} />}
      <FormAlert message={request.error?.message} />
      {request.isSuccess && (
        <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
          If an account exists for {request.variables}, a link to set a new password is on its way. It is valid for one
          hour.
        </p>
      )}
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <SubmitButton busy={request.isPending} busyLabel="Sending...">
        Send reset email
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
