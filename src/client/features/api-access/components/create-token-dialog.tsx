import * as React from 'react';
import type { TApiTokenCreated } from '../../../../shared/api-access';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { CopyField } from './copy-field';
import { CreateTokenForm } from './create-token-form';

interface Props extends OpenedDialogProps {
  /** Counts the openings: each one starts a fresh form, and a shown token never comes back. */
  round: number;
  /** Takes the focus when the opener cannot (disabled once the last allowed token was made). */
  fallbackFocus: React.RefObject<HTMLElement | null>;
}

function CreatedToken({ created }: { created: TApiTokenCreated }) {
  const field = React.useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the token takes it, selected, ready to copy.
  React.useEffect(() => field.current?.querySelector('textarea')?.focus(), []);
  return (
    <div ref={field} className="grid min-w-0 gap-4">
      <CopyField
        id="api-token-secret"
        label="Your new token"
        value={created.token}
        copyLabel="Copy the token"
        copied="Token copied"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

/**
 * "Create token": name, scopes and expiry, then the token itself, shown this once. Loaded when the
 * button is first pressed.
 */
export function CreateTokenDialog({ open, onOpenChange, opener, round, fallbackFocus }: Props) {
  const [created, setCreated] = React.useState<{ round: number; token: TApiTokenCreated } | null>(null);
  const shown = created?.round === round ? created.token : null;
  const returnFocus = (event: Event) => {
    const target = opener.current && !opener.current.matches(':disabled') ? opener.current : fallbackFocus.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={returnFocus}
        // A stray click beside the dialog must not throw away a token that is never shown again.
        onInteractOutside={(e) => shown && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{shown ? 'Copy your new token' : 'Create an access token'}</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {shown
              ? `“${shown.name}” is ready. Copy the token now and keep it somewhere safe: it will not be shown again.`
              : 'A program that holds this token can act for you with the rights you tick. You can revoke it at any time.'}
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <CreatedToken created={shown} />
        ) : (
          <CreateTokenForm key={round} onCreated={(token) => setCreated({ round, token })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
