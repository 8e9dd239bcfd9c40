import type * as React from 'react';
import { leadMagnetTypeLabel, type TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DeleteLeadMagnetButton } from '../components/delete-lead-magnet-button';
import { shortDate } from '@/lib/format-date';
import { ContentTab } from './content-tab';
import { ExportTab } from './export-tab';
import { PreviewTab } from './preview-tab';

interface Props {
  magnet: TLeadMagnetRecord;
  back: React.ReactNode;
  onDeleted: () => void;
}

/** The results: header, then the Preview, Content and Export tabs (docs/product/lead-magnets.md). */
export function LeadMagnetResults({ magnet: m, back, onDeleted }: Props) {
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <title>{`${m.title} | Lead Magnet | Brandforge`}</title>
      <div>{back}</div>
      <header className="grid gap-3">
        <h1 className="text-2xl wrap-anywhere sm:text-3xl">{m.title}</h1>
        {m.description && <p className="wrap-anywhere text-muted-foreground">{m.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{leadMagnetTypeLabel(m.lead_magnet_type)}</Badge>
          <Badge variant="outline">{m.industry}</Badge>
          <time dateTime={m.created_at} className="text-xs text-muted-foreground">
            {shortDate(m.created_at)}
          </time>
          {m.offline && <OfflineComposerBadge />}
          <DeleteLeadMagnetButton magnet={m} labelled onDeleted={onDeleted} className="sm:ml-auto" />
        </div>
      </header>
      <Tabs defaultValue="preview" className="min-w-0 gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="preview">Preview</TabsTrigger>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="export">Export</TabsTrigger>
        </TabsList>
        <TabsContent value="preview" className="min-w-0">
          <PreviewTab content={m.generated_content} />
        </TabsContent>
        <TabsContent value="content" className="min-w-0">
          <ContentTab magnet={m} />
        </TabsContent>
        <TabsContent value="export" className="min-w-0">
          <ExportTab magnet={m} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
