import { KeyRoundIcon } from 'lucide-react';
import type { TApiToken } from '../../../../shared/api-access';
import { ListError } from '@/components/saved-results/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useApiTokens } from '../api/get-api-tokens';
import { TokenItem } from './token-item';

interface Props {
  onRevoke: (token: TApiToken, opener: HTMLButtonElement) => void;
  /** The token being revoked, whose button waits for the answer. */
  revokingId: string | null;
}

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading your access tokens" className="grid gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}

/** The member's tokens, newest first, with their loading, error and empty states. */
export function TokenList({ onRevoke, revokingId }: Props) {
  const tokens = useApiTokens();
  if (tokens.isPending) return <Loading />;
  if (tokens.isError)
    return (
      <ListError
        message={errorMessage(tokens.error, 'Your access tokens could not be loaded.')}
        onRetry={() => void tokens.refetch()}
      />
    );
  if (tokens.data.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
        <KeyRoundIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="max-w-sm text-sm text-muted-foreground">
          No tokens yet. A token lets a script or an AI assistant use Brandforge for you, with only the rights you give
          it.
        </p>
      </div>
    );
  return (
    <ul aria-label="Your access tokens" className="grid min-w-0 divide-y">
      {tokens.data.map((token) => (
        <TokenItem key={token.id} token={token} onRevoke={onRevoke} revoking={revokingId === token.id} />
      ))}
    </ul>
  );
}
