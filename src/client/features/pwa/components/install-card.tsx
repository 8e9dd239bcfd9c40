import { DownloadIcon, ShareIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { APP_ICON_URL, PRODUCT_NAME } from '../constants';
import { NoticeCard } from './notice-card';

interface InstallCardProps {
  /** Browsers that can install from a button; without it the card explains Safari's way instead. */
  onInstall?: () => void;
  installing?: boolean;
  onDismiss: () => void;
}

/** docs/product/pwa-and-offline.md: 'Install {product}', an Install button and a dismiss button. */
export function InstallCard({ onInstall, installing = false, onDismiss }: InstallCardProps) {
  const titleId = React.useId();
  return (
    <NoticeCard role="region" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        {/* The icon the home screen will show; an image keeps the logo component out of this chunk. */}
        <img src={APP_ICON_URL} alt="" width={40} height={40} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="leading-tight font-semibold">
            Install {PRODUCT_NAME}
          </h2>
          {onInstall ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Open it from your dock or home screen in its own window, like any other app.
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">
              Tap <ShareIcon aria-hidden className="inline size-4 align-text-bottom" />{' '}
              {'Share, then Add to Home Screen.'}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {onInstall ? 'Not now' : 'Got it'}
        </Button>
        {onInstall && (
          <Button size="sm" onClick={onInstall} disabled={installing}>
            <DownloadIcon aria-hidden />
            Install
          </Button>
        )}
      </div>
    </NoticeCard>
  );
}
