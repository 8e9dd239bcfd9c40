import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignUp } from '../../../../shared/auth';
import { authClient } from '@/lib/auth-client';
import { authFailure } from './auth-error';

export type SignUpInput = Pick<z.input<typeof ZSignUp>, 'name' | 'email' | 'password'>;

/** POST /api/auth/sign-up/email; the mailed link opens /auth?mode=confirm, where the password confirms the email. */
export async function signUp(input: SignUpInput) {
  const { data, error } = await authClient.signUp.email(input);
  if (error || !data) throw authFailure(error, 'Sign-up failed. Please try again.');
  return data;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
