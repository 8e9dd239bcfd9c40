import { ExternalLinkIcon, LinkIcon } from 'lucide-react';
import type * as React from 'react';
import { focusOnClose, type OpenedDialogProps } from '@/lib/loading/dialog-on-demand';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRevokePlanShare } from '../api/revoke-plan-share';
import { useShareContentPlan } from '../api/share-content-plan';
import { CopyButton } from '@/components/copy-button';

const shareUrl = (token: string) => `${window.location.origin}${paths.sharedPlan(token)}`;

export interface SharePlanFormProps extends OpenedDialogProps {
  planId: string;
  token: string | null;
}

/** Share Plan's dialog: a read-only public link to this plan, made, copied and revoked here. */
export function SharePlanForm({ planId, token, open, onOpenChange, opener }: SharePlanFormProps) {
  const share = useShareContentPlan();
  const revoke = useRevokePlanShare();
  const busy = share.isPending || revoke.isPending;

  const create = () =>
    share.mutate(planId, {
      onSuccess: () => toast.success('Share link created'),
      onError: (e) => toast.error(errorMessage(e, 'The share link could not be created.')),
    });
  const stop = () =>
    revoke.mutate(planId, {
      onSuccess: () => toast.success('Sharing stopped: the link no longer works'),
      onError: (e) => toast.error(errorMessage(e, 'Sharing could not be stopped.')),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <DialogHeader>
          <DialogTitle>Share this plan</DialogTitle>
          <DialogDescription>
            Anyone with the link can read the plan without signing in. They cannot change it, and you can stop sharing
            at any time.
          </DialogDescription>
        </DialogHeader>
        <FormAlert message={share.error?.message ?? revoke.error?.message} />
        {token ? (
          <div className="grid gap-2">
            <Label htmlFor="share-url">Read-only link</Label>
            <Input id="share-url" readOnly value={shareUrl(token)} onFocus={(e) => e.currentTarget.select()} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">This plan is private. Create a link to share it.</p>
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          {token ? (
            <>
              <Button variant="outline" onClick={stop} disabled={busy} className="text-destructive">
                Stop sharing
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button asChild variant="outline">
                  <a href={shareUrl(token)} target="_blank" rel="noreferrer">
                    <ExternalLinkIcon aria-hidden />
                    Open link
                  </a>
                </Button>
                <CopyButton text={() => shareUrl(token)} label="Copy link" size="default" variant="default" />
              </div>
            </>
          ) : (
            <Button onClick={create} disabled={busy} className="sm:ml-auto">
              <LinkIcon aria-hidden />
              Create share link
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
