import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ZSignUp } from '../../../../shared/auth';
import { FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { type SignUpInput, useSignUp } from '../api/sign-up';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const schema = ZSignUp.pick({ name: true, email: true, password: true });

function CheckYourEmail({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <MailCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
      <p className="font-medium">Check your email</p>
      <p className="text-sm text-muted-foreground">
        We sent a verification link to <span className="font-medium text-foreground">{email}</span>. Open it to finish
        setting up your account; it takes you straight to your dashboard.
      </p>
      <Button variant="outline" onClick={onSignIn}>
        Back to sign in
      </Button>
    </div>
  );
}

export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const signUp = useSignUp();
  const { errors } = form.formState;

  if (signUp.isSuccess) return <CheckYourEmail email={signUp.variables.email} onSignIn={onSignIn} />;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync(values).then(
      () => toast.success('Account created! Please check your email to verify your account.'),
      (error: unknown) => toast.error(errorMessage(error, 'Sign-up failed. Please try again.')),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={signUp.error?.message} />
      <FormField id="signup-name" label="Full Name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Alex Morgan" {...form.register('name')} />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" placeholder="At least 8 characters" {...form.register('password')} />
      </FormField>
      <SubmitButton busy={signUp.isPending} busyLabel="Creating account...">
        Sign Up
      </SubmitButton>
    </form>
  );
}
