import { useMutation } from '@tanstack/react-query';
import { authPath } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { authFailure } from './auth-error';

/** POST /api/auth/request-password-reset; the mailed link lands on /auth?mode=reset&token=... */
export async function requestPasswordReset(email: string) {
  const { error } = await authClient.requestPasswordReset({
    email,
    redirectTo: `${window.location.origin}${authPath('reset')}`,
  });
  if (error) throw authFailure(error, 'The reset email could not be sent. Please try again.');
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
