import { SettingsIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { focusPanel } from './optin-page-focus';
import { OptinPageLink } from './optin-page-link';
import { OptinPageStateButton } from './optin-page-state-button';
import { OptinPageStatus } from './optin-page-status';
import { OPTIN_PANEL_HEADING_ID, OPTIN_TEXTS, subscriberCount } from './optin-page-texts';

/** A published lead magnet's page on its result screen: address, state, subscribers, Manage. */
export function OptinPagePanelCard({ page }: { page: TOptinPageRecord }) {
  React.useEffect(() => void focusPanel(), []);
  return (
    <Card className="gap-4 py-5" data-testid="optin-page-panel">
      <CardContent className="grid min-w-0 gap-4 px-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={OPTIN_PANEL_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
            Opt-in page
          </h2>
          <OptinPageStatus page={page} />
          <span className="text-sm text-muted-foreground">{subscriberCount(page.subscribers)}</span>
        </div>
        <OptinPageLink path={page.path} />
        {page.status === 'unpublished' && page.unpublished_by === 'admin' && (
          <p className="text-sm text-warning">{OPTIN_TEXTS.takenDown}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.optinPage(page.id)}>
              <SettingsIcon aria-hidden />
              Manage
            </Link>
          </Button>
          <OptinPageStateButton page={page} size="sm" />
        </div>
      </CardContent>
    </Card>
  );
}
