import type * as React from 'react';
import type { TContentRow } from '../../../../shared/content-strategy';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { ExportActions } from './export-actions';
import { PlanCardsView } from './plan-cards-view';
import { PlanStats } from './plan-stats';
import { PlanTable } from './plan-table';
import { PlanViewTabs } from './plan-view-tabs';

interface PlanResultsProps {
  title: string;
  brandName: string;
  niche: string;
  rows: readonly TContentRow[];
  offline: boolean;
  /** Keeps calendar event ids stable per plan. */
  uidPrefix: string;
  /** The Back control, above the title. */
  back?: React.ReactNode;
  /** The owner's actions: add to the brand profile, and on a saved plan share, rename and delete. */
  ownerActions?: React.ReactNode;
  /** A message above the plan, e.g. that it could not be saved. */
  notice?: React.ReactNode;
}

/** The results screen (docs/product/content-strategy.md) for a new, saved or shared plan. */
export function PlanResults({
  title,
  brandName,
  niche,
  rows,
  offline,
  uidPrefix,
  back,
  ownerActions,
  notice,
}: PlanResultsProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>{`${title} | Brandforge`}</title>
      {back && <div>{back}</div>}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl wrap-anywhere sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">
            {brandName} · {niche}
          </p>
          {offline && <OfflineComposerBadge />}
        </div>
        {ownerActions && <div className="flex shrink-0 flex-wrap gap-2">{ownerActions}</div>}
      </header>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Copy and download">
        <ExportActions rows={rows} calName={title} uidPrefix={uidPrefix} />
      </div>
      {notice}
      <PlanStats videos={rows.length} />
      <PlanViewTabs table={<PlanTable rows={rows} />} cards={<PlanCardsView rows={rows} />} />
    </div>
  );
}
