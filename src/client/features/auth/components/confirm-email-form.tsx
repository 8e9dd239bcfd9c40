import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZConfirmEmail } from '../../../../shared/auth';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { emailInToken, useConfirmEmail } from '../api/confirm-email';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const schema = ZConfirmEmail.pick({ password: true });
type Values = z.infer<typeof schema>;

export const EMAIL_CONFIRMED = 'Email confirmed. Welcome to Brandforge!';

/**
 * Opened from the confirmation mail (/auth?mode=confirm&token=...). Asking for the sign-up password
 * here means only the person who chose it can activate the account, even if a stranger signed up
 * with this address and the owner clicks the mail.
 */
export function ConfirmEmailForm({ token, onSignIn }: { token: string; onSignIn: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const confirm = useConfirmEmail();
  const { refresh } = useAuth();
  const { errors } = form.formState;
  const email = emailInToken(token);

  const onSubmit = form.handleSubmit(({ password }) =>
    confirm.mutateAsync({ token, password }).then(
      async () => {
        toast.success(EMAIL_CONFIRMED);
        // The page redirects to the dashboard once the new session is seen.
        await refresh();
      },
      (error: unknown) => toast.error(errorMessage(error, 'Your email could not be confirmed.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {email && (
        <p className="text-sm text-muted-foreground">
          Confirming the account for <span className="font-medium text-foreground">{email}</span>.
        </p>
      )}
      <FormAlert message={confirm.error?.message} />
      <FormField id="confirm-password" label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" autoFocus {...form.register('password')} />
      </FormField>
      <SubmitButton busy={confirm.isPending} busyLabel="Confirming...">
        Confirm and sign in
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onSignIn}>
        Back to sign in
      </Button>
    </form>
  );
}
