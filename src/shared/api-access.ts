import { z } from 'zod';

/**
 * Personal access tokens: how other tools (scripts, automation, AI assistants over MCP) act for a
 * member on `/api/v1` and `/mcp`. See docs/product/api-access.md.
 */

/** What a token may do: read saved results, run generators (spending the member's quotas), change or delete. */
export const API_SCOPES = ['read', 'generate', 'write'] as const;
export type TApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<TApiScope, string> = {
  read: 'Read: the brand profile and saved results',
  generate: 'Generate: run the tools, using your monthly limits',
  write: 'Write: edit the brand profile and delete results',
};

/** Days a new token lasts; null never expires. */
export const API_TOKEN_EXPIRIES = [30, 90, 365, null] as const;
export type TApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];

export const API_TOKEN_MAX = 20;
export const API_TOKEN_NAME_MAX = 60;
/** Every token starts with it, so a leaked one is recognised by secret scanners and by people. */
export const API_TOKEN_PREFIX = 'bf_';

export const API_TOKEN_MESSAGES = {
  name: `Give the token a name of 1 to ${API_TOKEN_NAME_MAX} characters.`,
  scopes: 'Choose at least one of read, generate and write.',
  expiry: 'Choose an expiry of 30, 90 or 365 days, or no expiry.',
  tooMany: `You already have ${API_TOKEN_MAX} access tokens. Revoke one you no longer use first.`,
  notFound: 'That access token does not exist.',
  missing: 'Send a personal access token as "Authorization: Bearer <token>".',
  invalid: 'The access token is not valid, or it has expired or been revoked.',
  inQuery: 'Send the access token in the Authorization header, never in the address.',
  tooLong: 'The Authorization header is too long.',
  scope: (scope: TApiScope) => `This access token does not have the ${scope} scope.`,
} as const;

export const ZApiTokenCreate = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MESSAGES.name })
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.name })
    .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.name })
    .refine((s) => !s.includes('\0'), { error: API_TOKEN_MESSAGES.name }),
  scopes: z
    .array(z.enum(API_SCOPES, { error: API_TOKEN_MESSAGES.scopes }), { error: API_TOKEN_MESSAGES.scopes })
    .min(1, { error: API_TOKEN_MESSAGES.scopes })
    .max(API_SCOPES.length, { error: API_TOKEN_MESSAGES.scopes })
    .transform((s) => API_SCOPES.filter((scope) => s.includes(scope))),
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    error: API_TOKEN_MESSAGES.expiry,
  }),
});
export type TApiTokenCreate = z.input<typeof ZApiTokenCreate>;

export const ZApiTokenId = z.object({ id: z.uuid({ error: API_TOKEN_MESSAGES.notFound }) });

/** A token as the member's list shows it: never the token itself. */
export interface TApiToken {
  id: string;
  name: string;
  scopes: TApiScope[];
  /** The prefix and last four characters, to tell tokens apart ("bf_…k3Qz"). */
  hint: string;
  created_at: string;
  last_used_at: string | null;
  /** Null never expires. */
  expires_at: string | null;
}

/** The answer to creating a token: the only time the token is shown. */
export interface TApiTokenCreated extends TApiToken {
  token: string;
}

/** The MCP endpoint's path on the app's own address. */
export const MCP_PATH = '/mcp';
/** The interactive API reference. */
export const API_REFERENCE_PATH = '/docs/api';
export const OPENAPI_PATH = '/api/v1/openapi.json';
