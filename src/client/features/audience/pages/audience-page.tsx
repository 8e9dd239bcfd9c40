import { AudienceCounts } from '../components/audience-counts';
import { AudienceExportButton } from '../components/audience-export-button';
import { AudienceNav } from '../components/audience-nav';
import { AudienceSendingNotice } from '../components/audience-sending-notice';
import { ImportButton } from '../components/import-button';
import { SubscriberList } from '../components/subscriber-list';

/** /audience (docs/product/audience.md, "Screens: Subscribers"): the member's subscribers and their counts. */
export function AudiencePage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>Audience | Brandforge</title>
      <AudienceNav />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Audience</h1>
          <p className="text-muted-foreground">The people who asked to hear from you.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <AudienceExportButton />
          <ImportButton />
        </div>
      </header>
      <AudienceSendingNotice />
      <AudienceCounts />
      <SubscriberList />
    </div>
  );
}
