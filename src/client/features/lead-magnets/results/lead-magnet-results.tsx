import { leadMagnetTypeLabel, type TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultDetail } from '@/components/saved-results/saved-result-detail';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { OptinPagePanel, PublishOptinPageButton } from '@/features/audience/public/optin-page-panel';
import { leadMagnetDeletion } from '../components/lead-magnet-deletion';
import { shortDate } from '@/lib/format-date';
import { ContentTab } from './content-tab';
import { ExportTab } from './export-tab';
import { PreviewTab } from './preview-tab';

/**
 * The results: header with "Publish opt-in page", the opt-in page once it exists (docs/product/audience.md),
 * then the Preview, Content and Export tabs (docs/product/lead-magnets.md).
 */
export function LeadMagnetResults({ magnet: m }: { magnet: TLeadMagnetRecord }) {
  return (
    <SavedResultDetail
      className="max-w-5xl"
      docTitle={`${m.title} | Lead Magnet | Brandforge`}
      listPath={paths.leadMagnets}
      title={m.title}
      description={m.description}
      meta={
        <>
          <Badge>{leadMagnetTypeLabel(m.lead_magnet_type)}</Badge>
          <Badge variant="outline">{m.industry}</Badge>
          <time dateTime={m.created_at} className="text-xs text-muted-foreground">
            {shortDate(m.created_at)}
          </time>
          {m.offline && <OfflineComposerBadge />}
        </>
      }
      actions={<PublishOptinPageButton magnet={m} />}
      deleteAction={<ConfirmDelete of={leadMagnetDeletion(m)} labelled goTo={paths.leadMagnets} />}
    >
      <OptinPagePanel leadMagnetId={m.id} />
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
    </SavedResultDetail>
  );
}
