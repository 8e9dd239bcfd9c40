import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZSignIn } from '../../../../shared/auth';
import { authClient } from '@/lib/auth-client';
import { authFailure } from './auth-error';

export type SignInInput = Pick<z.input<typeof ZSignIn>, 'email' | 'password'>;

/** POST /api/auth/sign-in/email. An unverified account gets 403 and the server's "check your email" message. */
export async function signIn(input: SignInInput) {
  const { data, error } = await authClient.signIn.email(input);
  if (error || !data) throw authFailure(error, 'Sign-in failed. Please try again.');
  return data;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
