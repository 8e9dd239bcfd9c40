import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { BrandMark } from '@/components/layout/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type AuthMode, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { ConfirmEmailForm } from '../components/confirm-email-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { NewPasswordForm } from '../components/new-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { TestimonialPanel } from '../components/testimonial-panel';

const COPY: Record<AuthMode, { title: string; description: string }> = {
  signin: { title: 'Welcome back', description: 'Sign in to keep building your brand.' },
  signup: { title: 'Create your account', description: 'Free forever. No credit card needed.' },
  forgot: { title: 'Reset your password', description: 'Enter your email and we will send you a reset link.' },
  reset: { title: 'Set a new password', description: 'Choose a new password for your account.' },
  confirm: { title: 'Confirm your email', description: 'Enter the password you chose when you signed up.' },
};

const EXPIRED_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

function readMode(params: URLSearchParams): AuthMode {
  const mode = params.get('mode');
  return mode === 'signup' || mode === 'forgot' || mode === 'reset' || mode === 'confirm' ? mode : 'signin';
}

export function AuthPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const token = params.get('token');
  const settingPassword = mode === 'reset' && Boolean(token) && !params.get('error');
  const redirecting = Boolean(user) && !settingPassword;

  React.useEffect(() => {
    if (redirecting) void navigate(paths.dashboard, { replace: true });
  }, [redirecting, navigate]);

  const go = (next: AuthMode) => setParams(next === 'signin' ? {} : { mode: next }, { replace: true });

  if (loading) return <LoadingScreen />;
  if (redirecting) return <LoadingScreen label="Redirecting to dashboard..." />;

  const shown: AuthMode =
    mode === 'reset' && !settingPassword ? 'forgot' : mode === 'confirm' && !token ? 'signin' : mode;
  const { title, description } = COPY[shown];
  return (
    <div className="grid min-h-svh lg:grid-cols-2">
      <title>{`${title} | Brandforge`}</title>
      <main className="flex flex-col p-4 sm:p-8">
        <div className="flex items-center justify-between">
          <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
            <BrandMark />
            Brandforge
          </Link>
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <Card className="w-full max-w-sm">
            <CardHeader>
              <CardTitle className="text-2xl">
                <h1>{title}</h1>
              </CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {shown === 'signin' && <SignInForm onForgot={() => go('forgot')} />}
              {shown === 'signup' && <SignUpForm onSignIn={() => go('signin')} />}
              {shown === 'forgot' && (
                <ForgotPasswordForm onBack={() => go('signin')} notice={mode === 'reset' ? EXPIRED_LINK : undefined} />
              )}
              {shown === 'confirm' && token && <ConfirmEmailForm token={token} onSignIn={() => go('signin')} />}
              {shown === 'reset' && token && (
                <NewPasswordForm token={token} onDone={() => go('signin')} onBack={() => go('signin')} />
              )}
              {(shown === 'signin' || shown === 'signup') && (
                <p className="text-center text-sm text-muted-foreground">
                  {shown === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
                  <Button
                    variant="link"
                    className="h-auto p-0"
                    onClick={() => go(shown === 'signin' ? 'signup' : 'signin')}
                  >
                    {shown === 'signin' ? 'Sign up' : 'Sign in'}
                  </Button>
                </p>
              )}
            </CardContent>
          </Card>
        </div>
      </main>
      <TestimonialPanel />
    </div>
  );
}
