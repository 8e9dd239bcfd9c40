import type * as React from 'react';
import type { TApiToken } from '../../../../shared/api-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/format-date';
import { expiry, isExpired, lastUsed, scopeName } from '../token-view';

interface Props {
  token: TApiToken;
  onRevoke: (token: TApiToken, opener: HTMLButtonElement) => void;
  revoking: boolean;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One token: what it is called and may do, how to tell it apart, when it was made, used and ends. */
export function TokenItem({ token, onRevoke, revoking }: Props) {
  const expired = isExpired(token);
  return (
    <li className="flex min-w-0 flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium wrap-anywhere">{token.name}</p>
          {expired && <Badge variant="destructive">Expired</Badge>}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <Badge variant="secondary">{scopeName(scope)}</Badge>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <Fact term="Token">
            <code className="font-mono">{token.hint}</code>
          </Fact>
          <Fact term="Created">{shortDate(token.created_at)}</Fact>
          <Fact term="Last used">{lastUsed(token)}</Fact>
          <div className={expired ? 'font-medium text-destructive' : 'text-muted-foreground'}>
            {/* The value says it all ('Never expires', 'Expired Nov 1, 2026'); the term is for screen readers. */}
            <dt className="sr-only">Expiry</dt>
            <dd>{expiry(token)}</dd>
          </div>
        </dl>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start text-destructive hover:text-destructive"
        aria-label={`Revoke ${token.name}`}
        aria-haspopup="dialog"
        disabled={revoking}
        onClick={(e) => onRevoke(token, e.currentTarget)}
      >
        Revoke
      </Button>
    </li>
  );
}
