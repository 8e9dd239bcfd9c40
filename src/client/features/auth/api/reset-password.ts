import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { authFailure } from './auth-error';

/** POST /api/auth/reset-password; every existing session of the account is signed out. */
export async function resetPassword(input: { newPassword: string; token: string }) {
  const { error } = await authClient.resetPassword(input);
  if (error) throw authFailure(error, 'Your password could not be changed. Please ask for a new link.');
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
