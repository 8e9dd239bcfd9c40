import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { API_TOKEN_MAX, API_TOKEN_MESSAGES, type TApiToken } from '../../../../shared/api-access';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { toast } from '@/lib/toast';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ConnectGuide } from './connect-guide';
import { CreateTokenDialog } from './lazy-create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokenList } from './token-list';

/** The profile's "API access" card: the member's personal access tokens and how to connect an assistant. */
export function ApiAccessCard() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [round, setRound] = React.useState(0);
  const create = useDialogOpener({ beforeOpen: () => setRound((r) => r + 1) });
  // The token stays named while the confirmation animates closed.
  const [target, setTarget] = React.useState<TApiToken | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const revokeOpener = React.useRef<HTMLElement | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const full = (tokens.data?.length ?? 0) >= API_TOKEN_MAX;

  const confirmRevoke = () => {
    if (!target) return;
    // The row and its button are about to go: the focus waits on the card's heading instead.
    revokeOpener.current = heading.current;
    revoke.mutate(target.id, {
      onSuccess: () => toast.success('Token revoked'),
      onError: (e) => toast.error(errorMessage(e, 'The token could not be revoked. Please try again.')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            API access
          </h2>
        </CardTitle>
        <CardDescription className="col-start-1">
          Personal access tokens let scripts, automations and AI assistants use Brandforge for you.
        </CardDescription>
        {/* Under the description on a phone, where beside it the description had a third of the width. */}
        <CardAction className="col-start-1 row-span-1 row-start-3 mt-2 justify-self-start sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:justify-self-end">
          <Button {...create.trigger} disabled={full} aria-describedby={full ? 'api-token-limit' : undefined}>
            <PlusIcon aria-hidden />
            Create token
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        {full && (
          <p id="api-token-limit" className="text-sm text-muted-foreground">
            {API_TOKEN_MESSAGES.tooMany}
          </p>
        )}
        <TokenList
          onRevoke={(token, opener) => {
            revokeOpener.current = opener;
            setTarget(token);
            setConfirming(true);
          }}
          revokingId={revoke.isPending ? revoke.variables : null}
        />
        <ConnectGuide />
      </CardContent>
      <CreateTokenDialog {...create.dialog} round={round} fallbackFocus={heading} />
      <RevokeTokenDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this token?"
        description={
          <>
            <span className="font-medium text-foreground">{target?.name}</span> stops working at once. Any program using
            it is refused from its next request. This cannot be undone.
          </>
        }
        confirmLabel="Revoke"
        onConfirm={confirmRevoke}
        returnFocusTo={revokeOpener}
      />
    </Card>
  );
}
