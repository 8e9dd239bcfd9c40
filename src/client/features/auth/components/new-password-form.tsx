import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { ZResetPassword } from '../../../../shared/auth';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const schema = ZResetPassword.pick({ newPassword: true })
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { error: 'The passwords do not match', path: ['confirm'] });
type Values = z.infer<typeof schema>;

export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

/** Opened from the reset mail (/auth?mode=reset&token=...): sets the new password. */
export function NewPasswordForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newPassword: '', confirm: '' } });
  const reset = useResetPassword();
  const { refresh } = useAuth();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutateAsync({ newPassword, token }).then(
      async () => {
        toast.success(PASSWORD_CHANGED);
        // Resetting signs out every session, including one in this browser.
        await refresh();
        onDone();
      },
      (error: unknown) => toast.error(errorMessage(error, 'Your password could not be changed.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={reset.error?.message} />
      <FormField id="new-password" label="New password" error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 8 characters"
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirm?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
      <SubmitButton busy={reset.isPending} busyLabel="Saving...">
        Set new password
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
