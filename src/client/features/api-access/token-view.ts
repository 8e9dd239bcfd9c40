import { API_SCOPE_LABELS, MCP_PATH, type TApiScope, type TApiToken } from '../../../shared/api-access';
import { shortDate } from '@/lib/format-date';

/** 'Read', 'Generate', 'Write': the word before the label's colon, for the list's badges. */
export const scopeName = (scope: TApiScope) => API_SCOPE_LABELS[scope].split(':')[0] ?? scope;

export const isExpired = (token: Pick<TApiToken, 'expires_at'>, now = Date.now()) =>
  token.expires_at !== null && Date.parse(token.expires_at) <= now;

export const lastUsed = (token: Pick<TApiToken, 'last_used_at'>) =>
  token.last_used_at === null ? 'Never' : shortDate(token.last_used_at);

/** 'Never expires', 'Expires Feb 21, 2027' or, once past, 'Expired Feb 21, 2027'. */
export function expiry(token: Pick<TApiToken, 'expires_at'>, now = Date.now()) {
  if (token.expires_at === null) return 'Never expires';
  return `${isExpired(token, now) ? 'Expired' : 'Expires'} ${shortDate(token.expires_at)}`;
}

/** The expiry select's choices; the form keeps the value as text and sends days or null. */
export const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'No expiry' },
] as const;

export const mcpUrl = (origin: string) => `${origin}${MCP_PATH}`;

/** The block an MCP client (Claude Desktop, Cursor and the like) reads to reach Brandforge. */
export const mcpConfig = (origin: string) =>
  JSON.stringify(
    {
      mcpServers: {
        brandforge: { url: mcpUrl(origin), headers: { Authorization: 'Bearer <your token>' } },
      },
    },
    null,
    2,
  );
