import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

const callbackURL = z.string().max(2048).optional();

export const ZSignUp = z.strictObject({
  name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(120, { error: 'Full name must be at most 120 characters' }),
  email,
  password,
  callbackURL,
  rememberMe: z.boolean().optional(),
});

export const ZSignIn = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX),
  callbackURL,
  rememberMe: z.boolean().optional(),
});

export const ZRequestReset = z.strictObject({ email, redirectTo: callbackURL });

export const ZResetPassword = z.strictObject({
  newPassword: password,
  token: z
    .string({ error: 'The reset link is missing its token' })
    .min(1, { error: 'The reset link is missing its token' }),
});

export const ZChangePassword = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1).max(PASSWORD_MAX),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});

export const ZSendVerification = z.strictObject({ email, callbackURL });

export const ZRevokeSession = z.strictObject({
  token: z.string({ error: 'Session token is required' }).min(1).max(200),
});

/** The confirmation link's form: the mailed token, and the password chosen at sign-up. */
export const ZConfirmEmail = z.strictObject({
  token: z
    .string({ error: 'The confirmation link is missing its token' })
    .min(1, { error: 'The confirmation link is missing its token' })
    .max(4000, { error: 'This link is invalid or has expired. Please ask for a new one.' }),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX),
});
export type TConfirmEmail = z.infer<typeof ZConfirmEmail>;
