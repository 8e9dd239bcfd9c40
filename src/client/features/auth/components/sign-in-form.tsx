import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ZSignIn } from '../../../../shared/auth';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { type SignInInput, useSignIn } from '../api/sign-in';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const schema = ZSignIn.pick({ email: true, password: true });

/** On success the auth state picks up the new session and the page redirects. */
export function SignInForm({ onForgot }: { onForgot: () => void }) {
  const form = useForm<SignInInput>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const { refresh } = useAuth();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      async () => {
        toast.success('Welcome back!');
        await refresh();
      },
      (error: unknown) => toast.error(errorMessage(error, 'Sign-in failed. Please try again.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={signIn.error?.message} />
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField
        id="signin-password"
        label="Password"
        error={errors.password?.message}
        aside={
          <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onForgot}>
            Forgot your password?
          </Button>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <SubmitButton busy={signIn.isPending} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
