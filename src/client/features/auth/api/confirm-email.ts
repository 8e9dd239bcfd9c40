import { useMutation } from '@tanstack/react-query';
import type { TConfirmEmail } from '../../../../shared/auth';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/auth/confirm-email: the mailed token and the sign-up password confirm the email and sign in. */
export const confirmEmail = (input: TConfirmEmail) => unwrap(api.auth['confirm-email'].$post({ json: input }));

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });

/** The address a confirmation token names, to show whose account is being confirmed; null if unreadable. */
export function emailInToken(token: string): string | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const email = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
